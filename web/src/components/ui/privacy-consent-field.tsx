import { privacyConsentWords } from '@prestigio/contracts';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PRIVACY_NOTICE_PATH } from '../../lib/site-links';
import { Checkbox } from './checkbox';
import { FormField } from './form-field';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; errors?: readonly string[] };

/** A checkbox before its label on one line, its messages under both (the public forms' consents and options). */
export function CheckboxField({ label, errors, ...checkbox }: CheckboxFieldProps) {
  return (
    <FormField layout="inline" labelClassName="font-normal leading-relaxed text-navy-700" errors={errors} label={label}>
      {(control) => <Checkbox {...control} className="mt-0.5" {...checkbox} />}
    </FormField>
  );
}

/** The consent every public form asks for (the contact form's words, which the chat states too), with the notice one click away. */
export function PrivacyConsentField(props: Omit<CheckboxFieldProps, 'label'>) {
  return (
    <CheckboxField
      {...props}
      label={
        <>
          {privacyConsentWords.before}{' '}
          <Link
            to={PRIVACY_NOTICE_PATH}
            target="_blank"
            rel="noopener"
            className="font-semibold text-navy-900 underline decoration-gold-500 underline-offset-4 hover:text-gold-700"
          >
            {privacyConsentWords.notice}
          </Link>{' '}
          {privacyConsentWords.after}
        </>
      }
    />
  );
}
