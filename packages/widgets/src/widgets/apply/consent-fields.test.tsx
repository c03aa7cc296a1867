import { CONSENTS, type Locale, resources } from '@baobab/core';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOARD_URL, clientWithConfig } from '../../test-support/partner-page';
import { renderWidget } from '../../test-support/render-widget';
import { ConsentFields } from './consent-fields';

afterEach(cleanup);

const unticked = { acceptTerms: false, acceptPrivacy: false, acceptConsentForm: false, acceptDataRetention: false };

function renderConsents(locale: Locale, apiBase?: string) {
  return renderWidget(<ConsentFields values={unticked} onChange={vi.fn()} errors={{}} />, {
    locale,
    runtime: { client: clientWithConfig(apiBase) },
  });
}

describe('ConsentFields', () => {
  it('links the words of each consent to its text on the board, in a new tab, the label unchanged (fr)', async () => {
    renderConsents('fr', '');
    const m = resources.fr.translation.apply;
    const terms = screen.getByRole('checkbox', { name: m.accept_terms });
    expect(terms).toBeTruthy();
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [m.consent_links.acceptTerms, '/pages/cgu'],
      [m.consent_links.acceptPrivacy, '/pages/confidentialite'],
      [m.consent_links.acceptConsentForm, '/pages/confidentialite#consentement'],
      [m.consent_links.acceptDataRetention, '/pages/confidentialite#conservation'],
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        resources.fr.translation.company_page.new_tab,
      );
    }
    // On the board itself, nothing to explain about the account.
    expect(screen.queryByText(m.board_account)).toBeNull();
  });

  it('names, in each language, words every consent label holds', () => {
    const labels = {
      acceptTerms: 'accept_terms',
      acceptPrivacy: 'accept_privacy',
      acceptConsentForm: 'accept_consent_form',
      acceptDataRetention: 'accept_data_retention',
    } as const;
    for (const { translation } of Object.values(resources))
      for (const consent of CONSENTS)
        expect(translation.apply[labels[consent]]).toContain(translation.apply.consent_links[consent]);
  });

  it("links to the board's address on a partner's page, and says the account is a Baobab Jobs one (en)", async () => {
    renderConsents('en');
    const m = resources.en.translation.apply;
    expect(await screen.findByText(m.board_account)).toBeTruthy();
    const privacy = within(screen.getByRole('checkbox', { name: m.accept_privacy }).closest('label') as HTMLElement);
    expect(privacy.getByRole('link').getAttribute('href')).toBe(`${BOARD_URL}/en/pages/confidentialite`);
  });
});
