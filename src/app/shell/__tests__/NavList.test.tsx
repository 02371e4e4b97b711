// The navigation's Settings item counts the components with an update waiting.
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UpdateStatus } from '../../../../protocol/updates';
import { resetPlaceholderScope } from '../../../state/scope/active';
import { useUpdates } from '../../../state/updates';
import { NavList } from '../NavList';

const status = (count: number): UpdateStatus => ({
  busy: false,
  github_rate_limit: null,
  github_requests_remaining: null,
  github_limit_reset_time: null,
  version_info: {
    system: { name: 'system', configured_type: 'system', package_count: count, package_list: [] },
  },
});

describe('NavList', () => {
  beforeEach(() => resetPlaceholderScope());

  it('names the updates on the Settings item', () => {
    render(<NavList />);
    expect(screen.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    act(() => useUpdates.setState({ status: status(3) }));
    expect(screen.getByRole('link', { name: 'Settings, 1 update' })).toHaveTextContent('1');
    act(() => useUpdates.setState({ status: status(0) }));
    expect(screen.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
  });
});
