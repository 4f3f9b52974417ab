import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

function Controlled(props: Omit<TextFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField {...props} value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('TextField', () => {
  it('is a required text input named by its label that reports what is typed', async () => {
    render(<Controlled label="Name" autoComplete="name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('autocomplete', 'name');
    expect(input).not.toHaveAttribute('aria-describedby');
    await userEvent.type(input, 'Hoop');
    expect(screen.getByRole('status')).toHaveTextContent('Hoop');
  });

  it('describes the input with its helper text', () => {
    render(<Controlled label="New password" type="password" autoComplete="new-password" helper="At least 8 characters" />);
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAccessibleDescription('At least 8 characters');
  });
});
