import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormAlert } from './form-alert';

describe('FormAlert', () => {
  afterEach(cleanup);

  it('brings each new message into view and focuses it', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { rerender } = render(<FormAlert message={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FormAlert message="You have already applied for this job offer." />);
    const alert = screen.getByRole('alert');
    expect(document.activeElement).toBe(alert);
    expect(scrolled).toHaveBeenCalledTimes(1);
    rerender(<FormAlert message="An error has occured" />);
    expect(scrolled).toHaveBeenCalledTimes(2);
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });
});
