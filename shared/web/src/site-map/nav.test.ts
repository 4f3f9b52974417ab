import { fillHint, hintPlaceholders, mergeNavItems, parseNavItems, withHandle, type NavItem } from './nav';

const item = (label: string, path: string, order: number, extra: Partial<NavItem> = {}): NavItem => ({
  label,
  path,
  icon: 'page',
  group: 'main',
  order,
  ...extra,
});

const labels = (items: { label: string }[]) => items.map((entry) => entry.label);

describe('mergeNavItems', () => {
  const remotes = {
    mfe_feed: { access: 'public' as const, nav: [item('Trending', '/trending', 20), item('Home', '/', 10)] },
    mfe_leagues: {
      access: 'public' as const,
      nav: [item('Leagues', '/leagues', 15), item('Mine', '/my-leagues', 5, { group: 'account' })],
    },
    mfe_admin_moderation: { access: 'staff' as const, nav: [item('Moderation', '/moderation', 10, { group: 'staff' })] },
  };

  it('lists one group, ordered by each item’s order whichever remote declared it', () => {
    expect(labels(mergeNavItems(remotes, { group: 'main', staff: false }))).toEqual(['Home', 'Leagues', 'Trending']);
    expect(labels(mergeNavItems(remotes, { group: 'account', staff: false }))).toEqual(['Mine']);
  });

  it('keeps ties in the registry’s order of remotes, the shell’s own items first', () => {
    const tied = { a: { nav: [item('From a', '/a', 10)] }, b: { nav: [item('From b', '/b', 10)] } };
    expect(labels(mergeNavItems(tied, { group: 'main', staff: false, own: [item('Own', '/own', 10)] }))).toEqual([
      'Own',
      'From a',
      'From b',
    ]);
  });

  it('shows a staff-only remote’s items, and items marked staff, to staff only', () => {
    const withStaffItem = { ...remotes, mfe_feed: { access: 'public' as const, nav: [item('Review', '/review', 1, { access: 'staff' })] } };
    expect(mergeNavItems(remotes, { group: 'staff', staff: false })).toEqual([]);
    expect(mergeNavItems(remotes, { group: 'staff', staff: true })).toEqual([
      expect.objectContaining({ label: 'Moderation', path: '/moderation', remote: 'mfe_admin_moderation', access: 'staff' }),
    ]);
    expect(labels(mergeNavItems(withStaffItem, { group: 'main', staff: false }))).toEqual(['Leagues']);
    expect(labels(mergeNavItems(withStaffItem, { group: 'main', staff: true }))).toEqual(['Review', 'Leagues']);
  });

  it('lists a path once: the first item after ordering keeps it', () => {
    const twice = { a: { nav: [item('First', '/same', 10)] }, b: { nav: [item('Second', '/same', 5)] } };
    expect(labels(mergeNavItems(twice, { group: 'main', staff: false }))).toEqual(['Second']);
  });

  it('still lists a remote that is down: its items come from the registry, not from its code', () => {
    // A remote whose manifest could not be read: the map carries what the registry kept, no entry.
    const down = { mfe_directory: { access: 'public' as const, nav: [item('Pundits', '/commentators', 70)] } };
    expect(labels(mergeNavItems(down, { group: 'main', staff: false }))).toEqual(['Pundits']);
  });

  it('drops malformed items and shows an unknown icon as the generic page icon', () => {
    const messy = [
      item('Fine', '/fine', 1, { icon: 'rocket' }),
      { label: 'No path', group: 'main', order: 2 },
      item('Far', '//evil.example', 3),
    ];
    expect(parseNavItems(messy)).toEqual([item('Fine', '/fine', 1, { icon: 'page' })]);
  });
});

describe('hint placeholders', () => {
  it("names a hint's own placeholders, not the handle", () => {
    expect(hintPlaceholders('{achievements}')).toEqual(['achievements']);
    expect(hintPlaceholders('@{handle}')).toEqual([]);
    expect(hintPlaceholders('Level {level}, {points} points')).toEqual(['level', 'points']);
  });

  it('fills every placeholder, or gives null while one has no value', () => {
    expect(fillHint('{achievements}', { achievements: '2 of 6 unlocked' })).toBe('2 of 6 unlocked');
    expect(fillHint('{achievements}', {})).toBeNull();
    expect(fillHint('Level {level}, {points} points', { level: '3' })).toBeNull();
    expect(fillHint('No placeholder', {})).toBe('No placeholder');
  });
});

describe('withHandle', () => {
  it('fills in the member’s handle, encoded in a path and as is in a hint', () => {
    expect(withHandle('/profile/{handle}', 'a b')).toBe('/profile/a%20b');
    expect(withHandle('@{handle}', 'a b', { encode: false })).toBe('@a b');
  });
});
