import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { LocationProbe, makeUser, setAuth } from '../../../testing/test-utils';
import { signInStore } from '../sign-in-store';
import { LoginRoute } from './login-route';
import { SignInDialogs } from './sign-in-dialogs';

jest.mock('./sign-in-dialog', () => ({ SignInDialog: () => null }));
jest.mock('./verify-email-dialog', () => ({ VerifyEmailDialog: () => null }));

beforeEach(() => act(() => signInStore.getState().close()));

function renderAtPath(path: string) {
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginRoute />} />
          <Route path="/statements/:id" element={<Link to="/login">Please login to comment</Link>} />
          <Route path="*" element={null} />
        </Routes>
        <SignInDialogs />
        <LocationProbe />
      </MemoryRouter>
    </StrictMode>,
  );
}

const where = () => screen.getByRole('status', { name: 'location' });

describe('LoginRoute', () => {
  it('keeps the dialog open at /login under StrictMode, and goes home when it closes', () => {
    setAuth(null);
    renderAtPath('/login');
    expect(signInStore.getState().open).toBe(true);
    expect(where()).toHaveTextContent('/login');
    act(() => signInStore.getState().close());
    expect(where()).toHaveTextContent(/^\/$/);
  });

  it('sends a member to a same-origin ?next=', () => {
    setAuth(makeUser());
    renderAtPath('/login?next=%2Fstatements%2F5%23comments');
    expect(where()).toHaveTextContent(/^\/statements\/5$/);
  });

  it.each(['%2F%2Fevil.example', 'https%3A%2F%2Fevil.example', '%2F%5Cevil.example'])('ignores next=%s', (next) => {
    setAuth(makeUser());
    renderAtPath(`/login?next=${next}`);
    expect(where().textContent).toMatch(/^\/(?!login)/);
    expect(where().textContent).not.toMatch(/evil/);
  });

  it("brings a fan who followed 'Please login to comment' back to the statement once signed in", async () => {
    setAuth(null);
    renderAtPath('/statements/5');
    await userEvent.click(screen.getByRole('link', { name: 'Please login to comment' }));
    // The page they came from goes into the address, so the reload after an e-mail sign-in still has it.
    expect(where()).toHaveTextContent('/login?next=%2Fstatements%2F5');
    expect(signInStore.getState().open).toBe(true);
    act(() => {
      setAuth(makeUser());
      signInStore.getState().close();
    });
    expect(where()).toHaveTextContent(/^\/statements\/5$/);
  });

  it('returns a visitor who closes the dialog to the page they came from', async () => {
    setAuth(null);
    renderAtPath('/statements/8');
    await userEvent.click(screen.getByRole('link', { name: 'Please login to comment' }));
    act(() => signInStore.getState().close());
    expect(where()).toHaveTextContent(/^\/statements\/8$/);
  });

  it('sends a visitor who closes the dialog home, not to an explicit next that may need a sign-in again', () => {
    setAuth(null);
    renderAtPath('/login?next=%2Fmy-activity');
    expect(signInStore.getState().open).toBe(true);
    act(() => signInStore.getState().close());
    expect(where()).toHaveTextContent(/^\/$/);
  });
});
