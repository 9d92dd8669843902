// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/render';
import { UserAvatar } from './user-avatar';

const initialsFor = (name: string) => renderInApp(<UserAvatar name={name} />).container.textContent;

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
