// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import Loading from '../../src/theme/Loading';

afterEach(cleanup);

const loadingProps = {
  isLoading: true,
  pastDelay: false,
  timedOut: false,
  error: null,
  retry() {},
};

describe('theme Loading (shown while a page component loads)', () => {
  it('on a loader failure shows the error text and a Retry button that retries', () => {
    const retry = vi.fn();
    render(
      <Loading
        {...loadingProps}
        isLoading={false}
        error={new Error('Loading chunk 812 failed.')}
        retry={retry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Error: Loading chunk 812 failed.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('draws no spinner while loading, even past the delay', () => {
    const { container } = render(<Loading {...loadingProps} pastDelay />);
    expect(container.innerHTML).toBe('');
  });
});
