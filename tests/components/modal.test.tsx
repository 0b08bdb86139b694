// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { Modal } from '../../src/ui/Modal';

afterEach(cleanup);

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open notice
      </button>
      <Modal open={open} title="Notice" onClose={() => setOpen(false)}>
        <button type="button">Inside</button>
      </Modal>
    </>
  );
}

// jsdom has no showModal: the dialog's content counts as hidden to role queries
const hidden = { hidden: true };

it('gives focus back to the button that opened it when it closes', async () => {
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Open notice' });
  opener.focus();
  fireEvent.click(opener);
  const inside = screen.getByRole('button', { name: 'Inside', ...hidden });
  inside.focus();
  expect(document.activeElement).toBe(inside);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close', ...hidden })));
  expect(screen.queryByRole('button', { name: 'Inside', ...hidden })).toBeNull();
  expect(document.activeElement).toBe(opener);
});
