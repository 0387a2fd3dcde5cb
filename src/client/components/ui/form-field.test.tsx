import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';

describe('FormField', () => {
  it('labels the control and describes it with the hint', () => {
    render(
      <FormField label="Party name" hint="Shown on invites." isRequired>
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Party name' });
    expect(input).toHaveAccessibleDescription('Shown on invites.');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and announces the error instead of the hint', () => {
    render(
      <FormField label="Email" hint="We never share it." error="Enter a valid email address">
        <Input type="email" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email address');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address');
  });

  it('passes the wiring to a render function', () => {
    render(<FormField label="City">{(control) => <input {...control} />}</FormField>);
    expect(screen.getByRole('textbox', { name: 'City' })).toBeInTheDocument();
  });
});
