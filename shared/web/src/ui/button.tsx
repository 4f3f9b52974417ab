import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'default' | 'primary' | 'ghost';
}

export function Button({ variant = 'default', className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={`rc-button rc-button--${variant} ${className}`.trim()} {...props} />;
}
