import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render-at';
import { aComment, aStatement, apiError, installMockApi, mockEndpoint } from '@receipts/testing';

const api = installMockApi(mockEndpoint('statements', 'get', aStatement({ id: 1 })));
const scrolled = jest.fn();

beforeEach(() => {
  scrolled.mockClear();
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled(this.id);
  };
});

describe('loading the comments', () => {
  it('explains a failed load instead of inviting the first comment, and Retry loads them', async () => {
    api.use(mockEndpoint('comments', 'list', () => apiError(500, 'boom')));
    renderAt('/statements/1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load comments. Please try again.');
    expect(screen.queryByText('No comments yet. Be the first to comment!')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments' })).toBeInTheDocument();

    api.use(mockEndpoint('comments', 'list', [aComment({ text: 'Back online' })]));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back online')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('scrolls #comments into view once they have arrived', async () => {
    let arrive: (value: void) => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    api.use(
      mockEndpoint('comments', 'list', async () => {
        await arrived;
        return [aComment({ text: 'Worth the scroll' })];
      }),
    );
    renderAt('/statements/1#comments');
    expect(await screen.findByRole('heading', { name: 'Comments' })).toBeInTheDocument();
    expect(scrolled).not.toHaveBeenCalled();

    arrive();
    expect(await screen.findByText('Worth the scroll')).toBeInTheDocument();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled).toHaveBeenCalledWith('comments');
  });

  it('leaves the page where it is without the anchor', async () => {
    api.use(mockEndpoint('comments', 'list', [aComment({ text: 'Stay put' })]));
    renderAt('/statements/1');
    expect(await screen.findByText('Stay put')).toBeInTheDocument();
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('opens the replies down to a linked comment (#comment-<id>, a notification) and scrolls it into view', async () => {
    const reply = (id: number, text: string) => aComment({ id, text, parent: 10 });
    api.use(
      mockEndpoint('comments', 'list', [
        aComment({ id: 10, text: 'Top', replies: [reply(11, 'one'), reply(12, 'two'), reply(13, 'the linked reply')] }),
      ]),
    );
    renderAt('/statements/1#comment-13');
    expect(await screen.findByText('the linked reply')).toBeInTheDocument(); // past the first 2 replies shown
    expect(scrolled).toHaveBeenCalledWith('comment-13');
  });
});
