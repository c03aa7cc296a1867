import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jobFixture } from '../../test-support/job-detail-fixtures';
import { renderWithClient } from '../../test-support/render-with-client';
import { JobOffer } from './job-offer';

afterEach(cleanup);

describe('JobOffer', () => {
  it("links the company's name to its page (announced through baobab:navigate)", () => {
    const { runtime } = renderWithClient(<JobOffer job={jobFixture()} apiBase="" />);
    const link = screen.getByRole('link', { name: 'Sonatel' });
    expect(link.getAttribute('href')).toBe('#company=sonatel');
    link.click();
    expect(runtime.emit).toHaveBeenCalledWith('baobab:navigate', { href: '#company=sonatel', kind: 'company' });
  });
});
