// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UserAvatar } from './user-avatar';

afterEach(cleanup);

const initialsFor = (name: string) => render(<UserAvatar name={name} />).container.textContent;

describe('UserAvatar', () => {
  it.each([
    ['Dana Dashboard', 'DD'],
    ['  ada  ', 'A'],
    ['Mary Ann van der Berg', 'MB'],
    ['Zoë Müller-Lüdenscheidt 🎨', 'ZM'],
    ['🎨 Émile', 'É'],
    ['李 小龍', '李小'],
    ['🎨🎨', '?'],
    ['', '?'],
  ])('shows %j as %j', (name, initials) => {
    expect(initialsFor(name)).toBe(initials);
  });
});
