import { resources } from '@baobab/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientWithConfig } from '../../test-support/partner-page';
import { renderWidget } from '../../test-support/render-widget';
import { SignupForm } from './signup-form';

afterEach(cleanup);

describe('SignupForm', () => {
  it("says on a partner's page that the account made is a Baobab Jobs one", async () => {
    renderWidget(<SignupForm onSignedIn={vi.fn()} />, { runtime: { client: clientWithConfig() } });
    expect(await screen.findByText(resources.fr.translation.auth.board_account)).toBeTruthy();
  });

  it('says nothing of it on the board itself', async () => {
    renderWidget(<SignupForm onSignedIn={vi.fn()} />, { runtime: { client: clientWithConfig('') } });
    await screen.findByRole('button', { name: resources.fr.translation.auth.submit_signup });
    expect(screen.queryByText(resources.fr.translation.auth.board_account)).toBeNull();
  });
});
