import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LocationProbe, setAuth } from '../../../testing/test-utils';
import { signInStore } from '../sign-in-store';
import { LoginRoute } from './login-route';

beforeEach(() => act(() => signInStore.getState().close()));

describe('LoginRoute', () => {
  it('keeps the dialog open at /login under StrictMode, and goes home when it closes', () => {
    setAuth(null);
    render(
      <StrictMode>
        <MemoryRouter initialEntries={['/login']}>
          <Routes>
            <Route path="/login" element={<LoginRoute />} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </StrictMode>,
    );
    expect(signInStore.getState().open).toBe(true);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/login');
    act(() => signInStore.getState().close());
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
  });
});
