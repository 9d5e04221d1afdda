import { htmlToText } from './plain-text';

describe('htmlToText', () => {
  it('drops tags, keeping words apart at block boundaries and together inside inline markup', () => {
    expect(htmlToText('<h2>Fresh</h2><p>Sweet <strong>ripe</strong>ness.<br>Per crate.</p><ul><li>one</li><li>two</li></ul>')).toBe(
      'Fresh Sweet ripeness. Per crate. one two',
    );
  });

  it('drops scripts, styles and comments with their content', () => {
    expect(htmlToText('a<script>alert(1)</script><style>p{}</style><!-- note -->b')).toBe('a b');
  });

  it('decodes entities once', () => {
    expect(htmlToText('Beans &amp; rice&nbsp;&#8358;500 &#x2713; &amp;lt; &unknown;')).toBe('Beans & rice ₦500 ✓ &lt; &unknown;');
  });

  it('keeps a lone less-than sign that starts no tag', () => {
    expect(htmlToText('<p>less than 5 < 6 kg</p>')).toBe('less than 5 < 6 kg');
  });
});
