import { MailCheck } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import type { EventFormValues } from '../lib/event-form-schema.ts';
import { FormSwitchField } from './form-controls.tsx';
import { FormSection } from './form-section.tsx';

/**
 * Evite sync: turning sync off clears the invitation URL and event id; while it
 * is on, the invitation URL must be a valid URL. The sync status is the server's, shown read-only.
 */
export function EviteSection() {
  const {
    control,
    register,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<EventFormValues>();
  const isSynced = useWatch({ control, name: 'eviteSynced' });

  return (
    <FormSection
      icon={MailCheck}
      title="Evite"
      description="Link this party to its Evite invitation so guests find it in both places."
    >
      <FormSwitchField
        name="eviteSynced"
        label="Sync with Evite"
        hint={(isOn) =>
          isOn
            ? 'On: the invitation stays linked to this event.'
            : 'Off: no invitation is linked (turning it off clears the link and ID).'
        }
        onChange={(isOn) => {
          if (isOn) return;
          setValue('eviteInvitationUrl', '', { shouldDirty: true });
          setValue('eviteEventId', '', { shouldDirty: true });
          clearErrors(['eviteInvitationUrl', 'eviteEventId']);
        }}
      />
      {isSynced ? (
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <FormField
            label="Evite invitation URL"
            error={errors.eviteInvitationUrl?.message}
            className="sm:col-span-2"
            isRequired
          >
            <Input
              type="url"
              inputMode="url"
              placeholder="https://www.evite.com/event/..."
              {...register('eviteInvitationUrl')}
            />
          </FormField>
          <FormField label="Evite event ID" error={errors.eviteEventId?.message}>
            <Input spellCheck={false} autoCapitalize="none" {...register('eviteEventId')} />
          </FormField>
          <FormField label="Sync status" hint="Updated by Evite; it can't be edited here.">
            <Input
              readOnly
              placeholder="Not synced yet"
              className="bg-muted"
              {...register('eviteSyncStatus')}
            />
          </FormField>
        </div>
      ) : null}
    </FormSection>
  );
}
