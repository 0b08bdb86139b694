// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ErrorBoundary } from '../../src/app/ErrorBoundary';

afterEach(cleanup);

function Broken(): never {
  throw new Error('broken screen');
}

it('a crash before any shell mounts takes the splash away and shows the way back', () => {
  document.body.insertAdjacentHTML('afterbegin', '<div id="splash" role="status" aria-label="Loading"></div>');
  const warn = console.warn;
  const error = console.error;
  console.warn = console.error = () => {};
  try {
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
  } finally {
    console.warn = warn;
    console.error = error;
  }
  expect(screen.getByRole('alert')).toBeTruthy();
  expect(screen.getByRole('button')).toBeTruthy();
  expect(document.getElementById('splash')).toBeNull();
});
