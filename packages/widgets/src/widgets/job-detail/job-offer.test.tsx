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

  it('labels every fact the same visible way, the salary too, so they line up', () => {
    const { container } = renderWithClient(<JobOffer job={jobFixture()} apiBase="" />);
    const labels = [...container.querySelectorAll('.bj-job-facts dt')];
    expect(labels.map((dt) => dt.textContent)).toContain('Salary');
    for (const dt of labels) expect(dt.className).not.toContain('sr-only');
  });
});
