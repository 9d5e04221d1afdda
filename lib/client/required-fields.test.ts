import { setUpDom } from '@/lib/testing/dom';
import { emptyRequiredFields } from './required-fields';

function form(html: string): HTMLFormElement {
  setUpDom(`<form>${html}</form>`);
  return document.querySelector('form')!;
}

describe('emptyRequiredFields', () => {
  it('names each required field left empty by its label, keyed by its name', () => {
    const signup = form(`
      <label for="a">First name</label><input id="a" name="firstname" required>
      <label for="b">Email</label><input id="b" name="email" type="email" required value="ada@example.com">
      <label for="c">Address</label><input id="c" name="address">
      <label for="d">Notes</label><textarea id="d" name="notes" required></textarea>
      <label for="e">Category</label><select id="e" name="category" required><option value="">Choose</option></select>`);
    expect(emptyRequiredFields(signup)).toEqual({
      firstname: ['First name is required'],
      notes: ['Notes is required'],
      category: ['Category is required'],
    });
  });

  it('counts spaces as empty, except in a password', () => {
    const login = form(`
      <label for="a">Email</label><input id="a" name="email" required value="   ">
      <label for="b">Password</label><input id="b" name="password" type="password" required value="   ">`);
    expect(emptyRequiredFields(login)).toEqual({ email: ['Email is required'] });
  });

  it('leaves out disabled fields, choices (radios always have one) and a form not drawn yet', () => {
    const choices = form(`
      <label for="a">Registration number</label><input id="a" name="reg" required disabled>
      <label for="b">Individual</label><input id="b" name="type" type="radio" required>`);
    expect(emptyRequiredFields(choices)).toEqual({});
    expect(emptyRequiredFields(null)).toEqual({});
  });
});
