import { describe, expect, it } from 'vitest';
import { describeSection, moduleForSection, stripUnitPrefix } from './section-role.js';

describe('describeSection', () => {
  it.each([
    ['Introduction', { kind: 'opening' }],
    ['Course Overview', { kind: 'opening' }],
    ['How to Use This Pack', { kind: 'opening' }],
    ['Chapter 3', { kind: 'body', number: 3, unit: 'chapter' }],
    ['Chapter 1: Introduction', { kind: 'opening', number: 1, unit: 'chapter', subject: 'Introduction' }],
    ['Module 12: Storage Basics', { kind: 'body', number: 12, unit: 'module', subject: 'Storage Basics' }],
    ['Exercise 4', { kind: 'practice', number: 4, unit: 'exercise' }],
    ['Reflection Questions', { kind: 'practice' }],
    ['Quiz', { kind: 'practice' }],
    ['Answer Key', { kind: 'answer-key' }],
    ['FAQ', { kind: 'questions' }],
    ['Troubleshooting', { kind: 'questions' }],
    ['Executive Summary', { kind: 'summary' }],
    ['Course Conclusion', { kind: 'closing' }],
    ['Resources', { kind: 'resources' }],
    ['About the Instructor', { kind: 'author' }],
    ['License Terms', { kind: 'license' }],
    ['Meal planning on a budget', { kind: 'body' }],
  ])('%s', (name, role) => {
    expect(describeSection(name)).toEqual(role);
  });
});

describe('moduleForSection', () => {
  const modules = ['Module 1: Foundations', 'Module 2: Sunday Batch Cooking', 'Planning'];

  it('finds the module a numbered section covers, without its prefix', () => {
    expect(moduleForSection(describeSection('Module 2'), modules)).toBe('Sunday Batch Cooking');
    expect(moduleForSection(describeSection('Chapter 3'), modules)).toBe('Planning');
    expect(moduleForSection(describeSection('Chapter 4'), modules)).toBeUndefined();
    expect(moduleForSection(describeSection('Introduction'), modules)).toBeUndefined();
  });

  it('strips unit prefixes', () => {
    expect(stripUnitPrefix('Step 10 - Bake')).toBe('Bake');
    expect(stripUnitPrefix('Week 1: Foundations')).toBe('Foundations');
  });
});
