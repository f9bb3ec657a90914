import { memo, Suspense } from 'react';
import { browserIdle, importInTurns, schemaLibraries } from '../../lib/import-in-turns';
import { lazyWithData } from '../../lib/lazy-with-data';
import { PageReadyMark } from '../../lib/page-ready-mark';
import { useVisitorInteracted } from '../../lib/use-visitor-interacted';
import { LandingPage } from './public/landing-page';

/** At the latest this long after the first interaction the chat's code loads, however busy the page. */
const CHAT_IDLE_TIMEOUT_MS = 2_000;

// The chat and its booking dialog load on their own, after the page is up: the landing's entry stays small, and the
// date picker only comes with an offer. The chat's code (zod, then the chat with its schemas, a task each) waits for
// the browser to be idle after the visitor's first interaction: that interaction is often a scroll to a control
// about to be pressed, and the press would otherwise wait for that code's evaluation (issue 28's first tap).
const ChatWidget = lazyWithData(
  () => browserIdle(CHAT_IDLE_TIMEOUT_MS).then(() => importInTurns(schemaLibraries, () => import('../../features/chat/components/chat-widget'))),
  (m) => m.ChatWidget,
);
const VideoCallBookingDialog = lazyWithData(
  () => import('../../features/video-calls/components/booking-dialog'),
  (m) => m.VideoCallBookingDialog,
);

/**
 * The prerendered landing hydrates its lazily loaded parts (sections, footer) when their chunks arrive; an update that
 * reached them before would make React throw their server markup away and render them again. Memoized, the page does
 * not re-render when the chat is requested, which on a server-rendered page happens as it starts.
 */
const HydratedLandingPage = memo(LandingPage);

/** Public landing, with the chat widget (spec §2: it appears on this route only). */
export function LandingRoute() {
  // Loaded at the visitor's first interaction (a pointer move, a scroll, a touch, a key), so neither its code nor the
  // validation it brings compete with the page's start on a phone.
  const chatWanted = useVisitorInteracted();
  return (
    <>
      <HydratedLandingPage />
      <PageReadyMark />
      {chatWanted ? (
        <Suspense fallback={null}>
          <ChatWidget
            renderBookingDialog={(props) =>
              props.open ? (
                <Suspense fallback={null}>
                  <VideoCallBookingDialog {...props} />
                </Suspense>
              ) : null
            }
          />
        </Suspense>
      ) : null}
    </>
  );
}
