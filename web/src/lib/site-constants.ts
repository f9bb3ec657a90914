/** Spec §9: the header turns solid navy past this scroll position. */
export const HEADER_SOLID_AFTER_PX = 100;
/** Spec §9: the back-to-top button appears past this scroll position. */
export const BACK_TO_TOP_AFTER_PX = 500;
/** Spec §9: below this width the navigation collapses into the mobile menu (Tailwind's `md`). */
export const NAV_BREAKPOINT_PX = 768;
