import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toastStore } from '@/components/toast';
import i18n from '@/lib/i18n';
import { useSessionStore } from '@/lib/session/session.store';
import { DEFAULT_PREFERENCES, usePreferencesStore } from '@/stores/preferences.store';
import { renderRoutes } from '@/test/render-routes';
import { CustomTechnologiesPanel } from './custom-technologies-panel';

interface Tech {
  id: string;
  name: string;
  use: string;
  imageURL: string;
  language: string;
  isCustom: boolean;
  officialRequest?: { id: string; status: string; reason: string | null; createdAt: string };
}
let technologies: Tech[] = [];
/** What the fake server answers to writes: a status and, when set, a body. */
let writeAnswer: { status: number; body?: unknown } = { status: 201 };
let writes: string[] = [];

let server: Server;
beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status: number, body?: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body === undefined ? '' : JSON.stringify(body));
    };
    if (request.method === 'GET' && url.pathname === '/api/technologies') return send(200, { data: technologies });
    writes.push(`${request.method} ${url.pathname}`);
    return send(writeAnswer.status, writeAnswer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/`);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const renderPanel = () => renderRoutes([{ path: '/', element: <CustomTechnologiesPanel /> }]);

const toasts = () => toastStore.getSnapshot().map((toast) => [toast.kind, toast.message]);

describe('CustomTechnologiesPanel', () => {
  beforeEach(async () => {
    usePreferencesStore.setState(DEFAULT_PREFERENCES);
    await i18n.changeLanguage('en-EN');
    act(() => toastStore.clear());
    useSessionStore.setState({ isAuthenticated: true });
    writeAnswer = { status: 201 };
    writes = [];
    technologies = [
      { id: 'ts', name: 'TypeScript', use: 'Typed JavaScript', imageURL: '/static/ts.svg', language: 'typescript', isCustom: false },
      {
        id: 'c1',
        name: 'Build DSL',
        use: 'Our build scripts',
        imageURL: '',
        language: 'plaintext',
        isCustom: true,
        officialRequest: { id: 'r1', status: 'rejected', reason: 'Too niche', createdAt: '2026-01-02T00:00:00.000Z' },
      },
      {
        id: 'c2',
        name: 'Deploy YAML',
        use: '',
        imageURL: '',
        language: 'yaml',
        isCustom: true,
        officialRequest: { id: 'r2', status: 'pending', reason: null, createdAt: '2026-01-03T00:00:00.000Z' },
      },
    ];
  });

  it('lists only the custom technologies with their official-request state', async () => {
    renderPanel();
    const items = await screen.findAllByTestId('custom-technology-item');
    expect(items.map((item) => item.getAttribute('data-technology-id'))).toEqual(['c1', 'c2']);
    expect(within(items[0]).getByTestId('official-request-state').textContent).toBe('Request rejected');
    expect(within(items[0]).getByTestId('official-request-reason').textContent).toBe('Moderator’s reason: Too niche');
    expect(within(items[1]).getByTestId('official-request-state').textContent).toBe('Official request pending');
    expect((within(items[1]).getByTestId('custom-technology-request') as HTMLButtonElement).disabled).toBe(true);
    expect((within(items[0]).getByTestId('custom-technology-request') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the empty state when the member has no custom technology', async () => {
    technologies = technologies.filter((technology) => !technology.isCustom);
    renderPanel();
    expect((await screen.findByTestId('custom-technologies-empty')).textContent).toBe("You don't have any custom technology yet");
  });

  it('create failures show the server message, or "Error creating new technology" without one', async () => {
    renderPanel();
    await screen.findAllByTestId('custom-technology-item');
    act(() => screen.getByTestId('custom-technology-new').click());
    const form = screen.getByTestId('custom-technology-form');
    fireEvent.change(within(form).getByTestId('custom-technology-name'), { target: { value: 'TypeScript' } });
    writeAnswer = { status: 409, body: { statusCode: 409, message: 'An official technology has this name', error: 'Conflict' } };
    act(() => within(form).getByTestId('custom-technology-submit').click());
    await waitFor(() => expect(toasts()).toEqual([['error', 'An official technology has this name']]));
    expect(writes).toEqual(['POST /api/technologies/custom']);
    // The draft is kept.
    expect((within(screen.getByTestId('custom-technology-form')).getByTestId('custom-technology-name') as HTMLInputElement).value).toBe(
      'TypeScript',
    );

    act(() => toastStore.clear());
    writeAnswer = { status: 500 };
    act(() => within(screen.getByTestId('custom-technology-form')).getByTestId('custom-technology-submit').click());
    await waitFor(() => expect(toasts()).toEqual([['error', 'Error creating new technology']]));
  });

  it('a name is required before anything is sent', async () => {
    renderPanel();
    await screen.findAllByTestId('custom-technology-item');
    act(() => screen.getByTestId('custom-technology-new').click());
    act(() => screen.getByTestId('custom-technology-submit').click());
    expect(await screen.findByText('Give the technology a name')).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it('a failed official request shows "Error requesting"', async () => {
    renderPanel();
    const [first] = await screen.findAllByTestId('custom-technology-item');
    writeAnswer = { status: 409, body: { statusCode: 409, message: 'A request is already pending', error: 'Conflict' } };
    act(() => within(first).getByTestId('custom-technology-request').click());
    await waitFor(() => expect(toasts()).toEqual([['error', 'Error requesting']]));
    expect(writes).toEqual(['POST /api/technologies/request-official/c1']);
  });

  it('a failed delete without a server message shows "Error deleting technology"', async () => {
    renderPanel();
    const [first] = await screen.findAllByTestId('custom-technology-item');
    writeAnswer = { status: 500 };
    act(() => within(first).getByTestId('custom-technology-delete').click());
    // The named confirmation (antd renders the modal after its motion starts).
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete the technology "Build DSL"? Its snippet group is deleted too.');
    act(() => (screen.getByTestId('confirm-delete-technology') as HTMLButtonElement).click());
    await waitFor(() => expect(toasts()).toEqual([['error', 'Error deleting technology']]));
    expect(writes).toEqual(['DELETE /api/technologies/custom/c1']);
    expect(screen.getAllByTestId('custom-technology-item')).toHaveLength(2);
  });
});
