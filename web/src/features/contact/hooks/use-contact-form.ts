import { leadSchema, type Interest, type LeadInput } from '@prestigio/contracts';
import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast';
import { getFavourites } from '../../../lib/favourites';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useServerMarkupShownAt } from '../../../lib/hydration-gate';
import { forgetServerFormDraft, serverFormDraft, type ServerFormDraft } from '../../../lib/server-form-drafts';
import { contractResolver } from '../../../lib/validation';
import { createLead } from '../api/create-lead';
import { LEAD_FAILURE_TITLE, leadFailureMessage } from '../lib/lead-errors';

/** What the inputs hold before validation: the checkbox starts unticked, the select on "no choice". */
export type ContactFormValues = {
  name: string;
  phone: string;
  email: string;
  interest: string;
  message: string;
  privacy: boolean;
  /** Honeypot, hidden from people; whatever a bot writes here goes to the server, which discards the lead. */
  website: string;
  /** Send the favourites kept on this device too (offered only when there are some; never required). */
  includeFavourites: boolean;
};

const contactFields = ['name', 'phone', 'email', 'interest', 'message', 'privacy'] as const;

export type UseContactFormOptions = {
  /** The listing asked about, from its detail page. */
  propertyId?: string;
  /** Text the message starts with (the detail page names the listing). */
  initialMessage?: string;
  /**
   * A request to fill the interest and the message (the listing's "Agendar visita"); each new `requestedAt` fills them
   * again and brings the focus to the first field still empty.
   */
  prefill?: ContactPrefill;
};

export type ContactPrefill = { interest: Interest; message: string; requestedAt: number };

/** The form's accessible name: its element says it, and the draft of what was typed before the app ran is kept by it. */
export const CONTACT_FORM_NAME = 'Formulario de contacto';

/** The draft's values that are this form's, each of its field's type (anything else in it is ignored). */
function fromDraft(draft: ServerFormDraft | undefined): Partial<ContactFormValues> {
  const values: Partial<ContactFormValues> = {};
  if (!draft) return values;
  for (const field of ['name', 'phone', 'email', 'interest', 'message', 'website'] as const) {
    if (typeof draft[field] === 'string') values[field] = draft[field];
  }
  for (const field of ['privacy', 'includeFavourites'] as const) {
    if (typeof draft[field] === 'boolean') values[field] = draft[field];
  }
  return values;
}

/** The fields a visitor must fill, in the form's order: "Agendar visita" brings the focus to the first empty one. */
const requiredFields = ['name', 'phone', 'email'] as const;

/**
 * The contact form (spec §5): the contract's schema and messages, the honeypot and the time spent on the form for
 * the server's bot checks, "Enviando..." while sending, then a reset form and the confirmation dialog, or a toast
 * with the server's message.
 */
export function useContactForm({ propertyId, initialMessage = '', prefill }: UseContactFormOptions = {}) {
  const defaultValues: ContactFormValues = {
    name: '',
    phone: '',
    email: '',
    interest: '',
    message: initialMessage,
    privacy: false,
    website: '',
    includeFavourites: true,
  };
  // What the visitor typed into the server's form, should React have drawn it anew (lib/server-form-drafts).
  const [draft] = useState(() => serverFormDraft(CONTACT_FORM_NAME));
  // The inputs hold ContactFormValues (an unticked box is `false`, which the schema rejects with the spec's
  // message); what passes validation comes out parsed by leadSchema as LeadInput.
  const form = useForm<ContactFormValues, unknown, LeadInput>({
    resolver: contractResolver<typeof leadSchema, ContactFormValues>(leadSchema),
    defaultValues: { ...defaultValues, ...fromDraft(draft) },
  });
  useEffect(() => forgetServerFormDraft(CONTACT_FORM_NAME), []);
  // When the form appeared, for the server's "sent too fast to be a person" check (a form in the server's markup was
  // on screen, and perhaps being filled, before it was React's: since the page's start).
  const shownAt = useRef(0);
  const serverShownAt = useServerMarkupShownAt() ?? (draft ? Math.round(performance.timeOrigin) : null);
  useEffect(() => {
    shownAt.current = serverShownAt ?? Date.now();
  }, [serverShownAt]);
  const { setValue, getValues, setFocus } = form;
  useEffect(() => {
    if (!prefill) return;
    setValue('interest', prefill.interest);
    setValue('message', prefill.message);
    const firstEmpty = requiredFields.find((field) => getValues(field).trim() === '') ?? 'message';
    setFocus(firstEmpty, { shouldSelect: false });
  }, [prefill, setValue, getValues, setFocus]);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const send = async (lead: LeadInput) => {
    setSending(true);
    try {
      // The schema leaves the box out of what it parses: it only says whether the favourites go along.
      const favourites = getValues('includeFavourites') ? getFavourites().map((favourite) => favourite.id) : [];
      await createLead({
        ...lead,
        propertyId,
        ...(favourites.length > 0 && { favouritePropertyIds: favourites }),
        elapsedMs: Date.now() - shownAt.current,
      });
      form.reset(defaultValues);
      shownAt.current = Date.now();
      setSent(true);
    } catch (error) {
      applyServerFieldErrors(form.setError, error, contactFields);
      toast({ variant: 'destructive', title: LEAD_FAILURE_TITLE, description: leadFailureMessage(error) });
    } finally {
      setSending(false);
    }
  };
  // handleSubmit is called when the form is submitted, not while rendering: `send` reads the clock and refs.
  const submit = (event?: BaseSyntheticEvent) => form.handleSubmit(send)(event);

  return { form, submit, sending, sent, closeConfirmation: () => setSent(false) };
}
