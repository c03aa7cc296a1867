import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlainText } from './plain-text';

afterEach(cleanup);

describe('PlainText', () => {
  it('renders a task list as a list, between the paragraphs around it', () => {
    const { container } = render(
      <PlainText text={'Vos missions :\n- Tenir la caisse\n• Accueillir <b>les</b> clients\n\nÀ bientôt.'} />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Tenir la caisse',
      'Accueillir <b>les</b> clients',
    ]);
    expect([...container.children].map((el) => el.tagName)).toEqual(['P', 'UL', 'P']);
    expect(container.querySelector('b')).toBeNull();
  });

  it('keeps a text without items as paragraphs with their line breaks', () => {
    const { container } = render(<PlainText text={'Ligne un\nligne deux\n\nSecond paragraphe'} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Ligne un\nligne deux',
      'Second paragraphe',
    ]);
  });
});
