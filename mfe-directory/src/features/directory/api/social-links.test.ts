import { socialLinks } from './social-links';

describe('socialLinks', () => {
  it('links handles to their sites and an http(s) YouTube URL as is', () => {
    expect(socialLinks({ twitter: '@fan', instagram: 'fan', youtube: 'https://www.youtube.com/@fan' }).map((link) => link.url)).toEqual([
      'https://twitter.com/fan',
      'https://instagram.com/fan',
      'https://www.youtube.com/@fan',
    ]);
  });

  it('never makes a javascript: or data: link out of a stored value', () => {
    const links = socialLinks({ twitter: 'javascript:alert(1)', youtube: 'javascript:alert(1)' });
    expect(links.map((link) => link.url)).toEqual(['https://twitter.com/javascript%3Aalert(1)']);
    expect(socialLinks({ youtube: 'data:text/html,<script>alert(1)</script>' })).toEqual([]);
  });
});
