import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PathAlias } from './PathAlias';

describe('PathAlias', () => {
  it('sends /customer/7 to /customers/7', () => {
    render(
      <MemoryRouter initialEntries={['/customer/7']}>
        <Routes>
          <Route path="/customer/:id" element={<PathAlias to={({ id }) => `/customers/${id}`} />} />
          <Route path="/customers/:id" element={<p>customer page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('customer page')).toBeTruthy();
  });
});
