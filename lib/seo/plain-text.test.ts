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

  it('drops a tag whole when a quoted attribute holds a >, and still drops one whose quote never closes', () => {
    expect(htmlToText('<p title="5 > 3">Yam</p><img alt=\'a>b\' src="x.png"> tubers')).toBe('Yam tubers');
    expect(htmlToText('<p class="x>Fresh</p> okra')).toBe('Fresh okra');
  });

  it('keeps a lone less-than sign that starts no tag', () => {
    expect(htmlToText('<p>less than 5 < 6 kg</p>')).toBe('less than 5 < 6 kg');
  });
});
