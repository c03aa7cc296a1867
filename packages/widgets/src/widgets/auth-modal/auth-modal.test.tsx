import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { pageStoreFor } from '../../stores/page-store';
import { authAnswer } from '../../test-support/job-detail-fixtures';
import { renderWithClient } from '../../test-support/render-with-client';
import { solveCaptcha } from '../../test-support/solve-captcha';
import { AuthModal } from './auth-modal';

type Routes = Parameters<typeof renderWithClient>[1];

function renderModal(
  mode: 'login' | 'signup' | 'recovery' | 'reset-password',
  routes: Routes = {},
  resetToken?: string,
) {
  const view = renderWithClient(
    <>
      <button type="button">Opener</button>
      <AuthModal />
    </>,
    routes,
  );
  const store = pageStoreFor(view.client);
  screen.getByRole('button', { name: 'Opener' }).focus();
  act(() => store.getState().openAuth(mode, resetToken));
  return { ...view, store };
}

const labelsOf = () => screen.getAllByRole('textbox').length + document.querySelectorAll('input[type=password]').length;

describe('AuthModal', () => {
  afterEach(cleanup);

  it('renders nothing in mode none and registers itself as the modal host', () => {
    const view = renderWithClient(<AuthModal />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pageStoreFor(view.client).getState().modalHosts).toBe(1);
    view.unmount();
    expect(pageStoreFor(view.client).getState().modalHosts).toBe(0);
  });

  it('login mode: a labelled modal dialog with email, password and the captcha', async () => {
    renderModal('login');
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByLabelText(/^Email/)).toBeTruthy();
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
    expect(screen.getByRole('group', { name: /Security check/ })).toBeTruthy();
    expect(screen.getByText('Fields marked with an asterisk (*) are mandatory.')).toBeTruthy();
    expect(labelsOf()).toBe(2);
  });

  it('signup mode: the six sign-up fields, all but the phone mandatory', async () => {
    renderModal('signup');
    await screen.findByRole('dialog', { name: 'Create an account' });
    for (const label of ['First name(s)', 'Last name', 'Email', 'Password', 'Confirm password']) {
      expect(
        screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\*?$`)).getAttribute('aria-required'),
      ).toBe('true');
    }
    expect(screen.getByLabelText('Phone number').getAttribute('aria-required')).toBeNull();
  });

  /** Fills the sign-up form as Awa Diop with these passwords, solves the captcha and submits. */
  async function signUp(password: string, confirmation: string, routes: Routes = {}) {
    const user = userEvent.setup();
    const { requests } = renderModal('signup', routes);
    await screen.findByRole('dialog');
    await user.type(screen.getByLabelText(/^First name/), 'Awa');
    await user.type(screen.getByLabelText(/^Last name/), 'Diop');
    await user.type(screen.getByLabelText(/^Email/), 'awa@example.com');
    await user.type(screen.getByLabelText(/^Password/), password);
    await user.type(screen.getByLabelText(/^Confirm password/), confirmation);
    await solveCaptcha(document);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    return requests;
  }

  it('signup: a different confirmation shows pwd_not_similar and sends nothing', async () => {
    const requests = await signUp('correct-horse', 'correct-hose');
    expect(await screen.findByText('Confirmation and password must be identical.')).toBeTruthy();
    expect(screen.getByLabelText(/^Confirm password/).getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(0);
  });

  it('signup: a password made of the name is explained before anything is sent', async () => {
    const requests = await signUp('diop-awa-2026', 'diop-awa-2026');
    expect(await screen.findByText('The password must not contain your email or your name.')).toBeTruthy();
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(0);
  });

  it('login: missing fields and an unsolved captcha are reported without a request', async () => {
    const user = userEvent.setup();
    const { requests } = renderModal('login');
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByText('You need to validate the security challenge.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it("login: a refused call shows the server's message", async () => {
    const user = userEvent.setup();
    renderModal('login', {
      'POST /api/auth/login': {
        status: 401,
        body: { message: 'Incorrect email or password', code: 'INVALID_CREDENTIALS' },
      },
    });
    await screen.findByRole('dialog');
    await user.type(screen.getByLabelText(/^Email/), 'awa@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await solveCaptcha(document);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByText('Incorrect email or password')).getAttribute('role')).toBe('alert');
  });

  it.each([
    ['a 500 without a message', { status: 500 }],
    ['a 503 with one', { status: 503, body: { message: 'Service unavailable', code: 'UNAVAILABLE' } }],
    ['a network failure', 'network-error'],
  ] as const)("login: %s shows 'Unable to connect'", async (_, answer) => {
    const user = userEvent.setup();
    renderModal('login', { 'POST /api/auth/login': answer });
    await screen.findByRole('dialog');
    await user.type(screen.getByLabelText(/^Email/), 'awa@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'whatever');
    await solveCaptcha(document);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByText('Unable to connect')).getAttribute('role')).toBe('alert');
  });

  it("signup: a server or network failure shows 'Unable to register', a refusal the server's message", async () => {
    await signUp('correct-horse-battery', 'correct-horse-battery', { 'POST /api/auth/register': { status: 502 } });
    expect((await screen.findByText('Unable to register')).getAttribute('role')).toBe('alert');
    cleanup();
    const refused = { status: 409, body: { message: 'This email is already registered', code: 'EMAIL_TAKEN' } };
    await signUp('correct-horse-battery', 'correct-horse-battery', { 'POST /api/auth/register': refused });
    expect(await screen.findByText('This email is already registered')).toBeTruthy();
    expect(screen.queryByText('Unable to register')).toBeNull();
  }, 20_000);

  it('login: success stores the session, emits baobab:login and closes', async () => {
    const user = userEvent.setup();
    const { requests, store, runtime, client } = renderModal('login', {
      'POST /api/auth/login': { status: 200, body: authAnswer },
    });
    await screen.findByRole('dialog');
    await user.type(screen.getByLabelText(/^Email/), 'Awa@Example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct-horse');
    await solveCaptcha(document, 'payload-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests[0]?.body).toEqual({ email: 'Awa@Example.com', password: 'correct-horse', token: 'payload-1' });
    expect(client.session.read()?.accessToken).toBe('access-token');
    expect(store.getState().session?.user.firstName).toBe('Awa');
    expect(runtime.emit).toHaveBeenCalledWith('baobab:login', { user: authAnswer.user });
    expect(store.getState().authMode).toBe('none');
  });

  it('Escape closes the modal and focus returns to the opener', async () => {
    const user = userEvent.setup();
    const { store } = renderModal('login');
    await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState().authMode).toBe('none');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Opener' })));
  });

  it('the mode links switch between login, sign-up and recovery', async () => {
    const user = userEvent.setup();
    renderModal('login');
    await screen.findByRole('dialog', { name: 'Login' });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByRole('dialog', { name: 'Create an account' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('dialog', { name: 'Forgot password' })).toBeTruthy();
  });

  it('recovery: sends the email and shows the recovery message', async () => {
    const user = userEvent.setup();
    const { requests } = renderModal('recovery', {
      'POST /api/auth/forgot-password': { status: 200, body: { message: 'sent' } },
    });
    await screen.findByRole('dialog', { name: 'Forgot password' });
    await user.type(screen.getByLabelText(/^Email/), 'awa@example.com');
    await solveCaptcha(document, 'payload-2');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(
      await screen.findByText('If an account exists for this email, a reset link has just been sent to you.'),
    ).toBeTruthy();
    expect(requests[0]?.body).toEqual({ email: 'awa@example.com', token: 'payload-2' });
  });

  it('reset-password: sends the token and the new password, then shows the login form with the notice', async () => {
    const user = userEvent.setup();
    const resetToken = 'r'.repeat(32);
    const { requests, store } = renderModal(
      'reset-password',
      {
        'POST /api/auth/reset-password': { status: 200, body: { message: 'ok' } },
        'POST /api/auth/login': {
          status: 401,
          body: { message: 'Incorrect email or password', code: 'INVALID_CREDENTIALS' },
        },
      },
      resetToken,
    );
    await screen.findByRole('dialog', { name: 'New password' });
    await user.type(screen.getByLabelText(/^Password/), 'new-password-1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'new-password-2');
    await solveCaptcha(document, 'payload-3');
    await user.click(screen.getByRole('button', { name: 'Change my password' }));
    expect(await screen.findByText('Confirmation and password must be identical.')).toBeTruthy();
    expect(requests).toHaveLength(0);
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change my password' }));
    expect(await screen.findByText('Your password has been changed. You can now log in.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(store.getState().authMode).toBe('login');
    expect(requests[0]?.body).toEqual({
      token: resetToken,
      password: 'new-password-1',
      type: 'reset',
      captcha: 'payload-3',
    });

    // A failed login then answers alone: the notice and the error never stand together.
    await user.type(screen.getByLabelText(/^Email/), 'awa@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await solveCaptcha(document, 'payload-4');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Incorrect email or password')).toBeTruthy();
    expect(screen.queryByText('Your password has been changed. You can now log in.')).toBeNull();
  }, 30_000);
});
