// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Select } from '../../src/features/records/record-filters';

it('each betting-record filter is named by its own label, in Bangla too', () => {
  const none = () => undefined;
  render(
    <>
      <Select label="প্ল্যাটফর্ম" value="all" onChange={none} options={[['all', 'সব']]} />
      <Select label="অবস্থা" value="all" onChange={none} options={[['all', 'সব']]} />
    </>,
  );
  const platform = screen.getByRole('combobox', { name: 'প্ল্যাটফর্ম' });
  const status = screen.getByRole('combobox', { name: 'অবস্থা' });
  expect(platform).not.toBe(status);
});
