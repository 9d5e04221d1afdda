import { changedFields, editsAfterSave, editsOf, withEdits } from './changes';

describe('changedFields', () => {
  const saved = { firstname: 'Chidi', lastname: 'Eze', phone: '07012345678' };

  it('returns only the fields whose value changed', () => {
    expect(changedFields(saved, { ...saved, phone: '08011112222' })).toEqual({ phone: '08011112222' });
    expect(changedFields(saved, { firstname: 'Ngozi', lastname: 'Obi', phone: saved.phone })).toEqual({ firstname: 'Ngozi', lastname: 'Obi' });
  });

  it('sends nothing when nothing changed, or when only surrounding spaces did', () => {
    expect(changedFields(saved, { ...saved })).toEqual({});
    expect(changedFields(saved, { ...saved, firstname: '  Chidi ' })).toEqual({});
  });

  it('reports a field emptied by the buyer, so the schema can refuse it', () => {
    expect(changedFields(saved, { ...saved, lastname: '   ' })).toEqual({ lastname: '   ' });
  });

  it('reports a value added to a field the profile had empty', () => {
    expect(changedFields({ address: '' }, { address: '4 Bompai Road' })).toEqual({ address: '4 Bompai Road' });
  });
});

describe('a profile form’s draft', () => {
  const saved = { firstname: 'Ada', lastname: 'Obi', phone: '08031234567' };

  it('keeps the fields typed differently, exactly as typed, spaces and emptied fields included', () => {
    expect(editsOf(saved, { ...saved, firstname: 'Ada ', phone: '' })).toEqual({ firstname: 'Ada ', phone: '' });
    expect(editsOf(saved, saved)).toEqual({});
  });

  it('draws the saved values with the edits over them, ignoring edits of fields the form lacks', () => {
    expect(withEdits(saved, { lastname: 'Obi-Eze', companyname: 'Farm Co' })).toEqual({ firstname: 'Ada', lastname: 'Obi-Eze', phone: '08031234567' });
    expect(withEdits(saved, { phone: '' })).toEqual({ ...saved, phone: '' });
  });

  it('after a save, drops the edits it sent and keeps those typed while it was on its way', () => {
    const typed = { ...saved, firstname: 'Adaeze ' };
    const sent = { firstname: 'Adaeze' };
    // The phone was corrected during the save, and the first name typed again.
    expect(editsAfterSave({ firstname: 'Adaeze ', phone: '08039999999' }, sent, typed)).toEqual({ phone: '08039999999' });
    expect(editsAfterSave({ firstname: 'Adaora' }, sent, typed)).toEqual({ firstname: 'Adaora' });
    expect(editsAfterSave({ firstname: 'Adaeze ' }, sent, typed)).toEqual({});
  });
});
