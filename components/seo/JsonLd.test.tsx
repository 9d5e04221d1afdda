import { renderToStaticMarkup } from 'react-dom/server';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { JsonLd } from './JsonLd';

describe('JsonLd', () => {
  it('keeps hostile text inside one script element, as data', () => {
    const name = '</script><script>alert(1)</script>';
    const data = breadcrumbJsonLd([{ name, path: '/' }]);
    const html = renderToStaticMarkup(<JsonLd data={data} />);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const body = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html)?.[1];
    expect(JSON.parse(body ?? '')).toEqual(data);
  });
});
