import { VENDOR_CATEGORIES } from '#shared/constants.ts';
import { inputClass, VendorField } from './vendor-form-field.tsx';

/** The vendor form's category field: a native select over the fixed category list. */
export function VendorCategorySelect({
  id,
  value,
  onChange,
  message,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  message: string | undefined;
}) {
  return (
    <VendorField id={id} label="Category" message={message}>
      {(describedBy) => (
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={Boolean(message)}
          aria-describedby={describedBy}
          className={inputClass}
        >
          <option value="">Choose a category</option>
          {VENDOR_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      )}
    </VendorField>
  );
}
