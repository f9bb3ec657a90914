import { formatMXN, leadStages, type LeadBoard as Board, type LeadStage, type LeadSummary } from '@prestigio/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aLead, aLeadDetail, aUser } from '../../../test/fixtures';
import { apiError, http, HttpResponse } from '../../../test/http';
import { findToast, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { LeadBoard } from './lead-board';

const ana = aLead();
const bruno = aLead({ id: '3d0e5f2a-8b4c-4d6e-9f7a-0b1c2d3e4f5a', name: 'Bruno Salas', stage: 'contactado', budgetMax: 4_500_000 });

function board(leads: LeadSummary[]): Board {
  return {
    cardLimit: 50,
    columns: leadStages.map((stage) => {
      const inStage = leads.filter((lead) => lead.stage === stage);
      return { stage, count: inStage.length, budgetTotal: inStage.reduce((sum, lead) => sum + (lead.budgetMax ?? 0), 0), leads: inStage };
    }),
  };
}

/**
 * jsdom lays nothing out; dnd-kit finds the column under a dragged card from their boxes. Each column is 100 px wide,
 * side by side in stage order, with its cards inside: the keyboard moves a card 25 px a press, four presses a column.
 */
function layOutColumns() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function box(this: Element) {
    const column = this.closest('[data-stage]');
    if (!column) return new DOMRect(0, 0, 0, 0);
    const left = leadStages.indexOf(column.getAttribute('data-stage') as LeadStage) * 100;
    return this === column ? new DOMRect(left, 0, 100, 600) : new DOMRect(left + 10, 60, 80, 80);
  });
}

/** jsdom has no PointerEvent (dnd-kit's pointer sensor reads isPrimary): a mouse event with a pointer's identity. */
class PointerEventForTests extends MouseEvent {
  readonly isPrimary: boolean;
  readonly pointerId: number;
  constructor(type: string, init: MouseEventInit & { isPrimary?: boolean; pointerId?: number } = {}) {
    super(type, init);
    this.isPrimary = init.isPrimary ?? false;
    this.pointerId = init.pointerId ?? 0;
  }
}

/** dnd-kit listens for the moving keys from the next task on, and measures the columns in effects. */
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** Picks the card up with the keyboard (Space), moves it `columns` stages to the right and drops it (Space). */
async function dragRight(card: HTMLElement, columns: number) {
  card.focus();
  fireEvent.keyDown(card, { code: 'Space', key: ' ' });
  await nextTask();
  for (let press = 0; press < columns * 4; press++) {
    fireEvent.keyDown(card, { code: 'ArrowRight', key: 'ArrowRight' });
    await nextTask();
  }
  fireEvent.keyDown(card, { code: 'Space', key: ' ' });
  await nextTask();
}

function answerBoard(leads: LeadSummary[]) {
  let current = leads;
  server.use(
    http.get('/api/leads/board', () => HttpResponse.json(board(current))),
    http.get('/api/leads/agents', () => HttpResponse.json({ agents: [] })),
  );
  return { moveTo: (next: LeadSummary[]) => (current = next) };
}

function renderBoard() {
  return renderWithProviders(<LeadBoard user={aUser()} />, { url: '/leads?vista=tablero', path: '/leads' });
}

const column = (stage: string) => within(screen.getByRole('region', { name: stage }));

describe('LeadBoard', () => {
  beforeEach(layOutColumns);
  afterEach(() => vi.unstubAllGlobals());

  it('shows a column per stage with its count, its budget total and its cards', async () => {
    answerBoard([ana, bruno]);
    renderBoard();

    const stages = await screen.findByRole('list', { name: 'Tablero de clientes por etapa' });
    expect(within(stages).getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual([
      'Nuevo', 'Contactado', 'Calificado', 'Visita agendada', 'Negociación', 'Ganado', 'Perdido',
    ]);
    expect(column('Nuevo').getByTestId('column-count')).toHaveTextContent('1');
    expect(column('Nuevo').getByTestId('column-total')).toHaveTextContent(formatMXN(8_000_000));
    expect(column('Nuevo').getByRole('link', { name: 'Ana Ruiz' })).toHaveAttribute('href', `/leads/${ana.id}`);
    expect(column('Contactado').getByRole('link', { name: 'Bruno Salas' })).toBeInTheDocument();
    expect(column('Ganado').getByTestId('column-count')).toHaveTextContent('0');
  });

  it('moves a card dragged to another column and says so', async () => {
    const api = answerBoard([ana]);
    let change: unknown;
    server.use(
      http.patch(`/api/leads/${ana.id}/stage`, async ({ request }) => {
        change = await request.json();
        api.moveTo([{ ...ana, stage: 'contactado' }]);
        return HttpResponse.json(aLeadDetail({ stage: 'contactado' }));
      }),
    );
    renderBoard();

    await dragRight(await screen.findByRole('button', { name: 'Ana Ruiz: arrastre a otra etapa' }), 1);

    await findToast('Etapa actualizada', 'Ana Ruiz: Contactado');
    expect(change).toEqual({ stage: 'contactado' });
    await waitFor(() => expect(column('Contactado').getByRole('link', { name: 'Ana Ruiz' })).toBeInTheDocument());
    expect(column('Nuevo').queryByRole('link', { name: 'Ana Ruiz' })).not.toBeInTheDocument();
  });

  it('moves a card dragged by its name with the mouse, without opening the client', async () => {
    const api = answerBoard([ana]);
    server.use(
      http.patch(`/api/leads/${ana.id}/stage`, () => {
        api.moveTo([{ ...ana, stage: 'contactado' }]);
        return HttpResponse.json(aLeadDetail({ stage: 'contactado' }));
      }),
    );
    const { router } = renderBoard();
    const name = await screen.findByRole('link', { name: 'Ana Ruiz' });

    // As a browser does: the pointer goes down on the name, moves to the next column and comes up there over the
    // dragged card's name, and the button's release on the element it went down on is a click.
    vi.stubGlobal('PointerEvent', PointerEventForTests);
    const pointer = { pointerId: 1, isPrimary: true, button: 0, buttons: 1 };
    fireEvent.pointerDown(name, { ...pointer, clientX: 50, clientY: 100 });
    await nextTask();
    for (const clientX of [60, 90, 130, 150]) {
      fireEvent.pointerMove(name, { ...pointer, clientX, clientY: 100 });
      await nextTask();
    }
    fireEvent.pointerUp(name, { ...pointer, buttons: 0, clientX: 150, clientY: 100 });
    // fireEvent answers whether the browser would go on to its default action: following the name's link.
    const followsLink = fireEvent.click(name);

    await findToast('Etapa actualizada', 'Ana Ruiz: Contactado');
    expect(followsLink).toBe(false);
    expect(router.state.location.pathname).toBe('/leads');
  });

  it('asks why before moving a card to "Perdido", and sends the reason', async () => {
    answerBoard([ana]);
    let change: unknown;
    server.use(
      http.patch(`/api/leads/${ana.id}/stage`, async ({ request }) => {
        change = await request.json();
        return HttpResponse.json(aLeadDetail({ stage: 'perdido', lostReason: 'Compró con otra agencia' }));
      }),
    );
    const { user } = renderBoard();

    await dragRight(await screen.findByRole('button', { name: 'Ana Ruiz: arrastre a otra etapa' }), 6);

    const dialog = within(await screen.findByRole('dialog', { name: '¿Por qué se perdió?' }));
    const confirm = dialog.getByRole('button', { name: 'Marcar como perdido' });
    expect(confirm).toBeDisabled();
    expect(change).toBeUndefined();
    await user.type(dialog.getByLabelText('Motivo'), '  Compró con otra agencia ');
    await user.click(confirm);

    await findToast('Etapa actualizada', 'Ana Ruiz: Perdido');
    expect(change).toEqual({ stage: 'perdido', lostReason: 'Compró con otra agencia' });
  });

  it('shows the server’s reason in a destructive toast when a move is refused', async () => {
    answerBoard([ana]);
    server.use(http.patch(`/api/leads/${ana.id}/stage`, () => apiError(403, 'Este cliente está asignado a otro agente')));
    renderBoard();

    await dragRight(await screen.findByRole('button', { name: 'Ana Ruiz: arrastre a otra etapa' }), 1);

    const toast = await findToast('Error', 'Este cliente está asignado a otro agente');
    expect(toast).toHaveClass('destructive');
    expect(column('Nuevo').getByRole('link', { name: 'Ana Ruiz' })).toBeInTheDocument();
  });
});
