// A card whose body was loaded ahead (the first page's cards) renders at once wherever it stands,
// before its place is watched for coming into view; the others still wait for their place.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RegisteredCard } from '../../../components/card-types';
import { lazyBody } from '../../../components/lazy-body';
import { dashboardPage, textCard } from '../../../test/dashboard-page';

/** An IntersectionObserver (jsdom has none) under which no place ever comes into view. */
class NeverInView {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** A card made as the shell's registry makes it: its body a lazyBody, loaded ahead or not. */
function card(id: string, order: number, text: string, ahead: boolean): RegisteredCard {
  const definition = textCard(id, order, text);
  return { ...definition, Body: lazyBody(definition.load), ahead };
}

describe('cards loaded ahead', () => {
  const page = dashboardPage(NeverInView);

  it('render at once, even second in the column and with no place watched yet', async () => {
    const cards = [
      card('status', 0, 'Status body', false),
      card('temperature', 1, 'Extruder 205.3 °C', true),
      card('toolhead', 2, 'Toolhead body', false),
    ];
    await cards[1]!.Body.preload();
    await page.show(cards);
    expect(await screen.findByText('Status body')).toBeInTheDocument();
    expect(screen.getByText('Extruder 205.3 °C')).toBeInTheDocument();
    expect(screen.queryByText('Toolhead body')).toBeNull();
  });
});
