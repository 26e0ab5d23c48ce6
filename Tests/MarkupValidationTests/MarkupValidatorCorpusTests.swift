import MarkupValidation
import Testing
import VDOM

/// Valid HTML5 passes with no issue at all: documents, fragments, HTML5
/// elements libxml2 does not know, SVG and MathML, raw text, entities.
@Suite struct MarkupValidatorCorpusTests {
  static let corpus: [String] = [
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Trellis &amp; friends</title>
      <link rel="stylesheet" href="/app.css">
      <style>main > p { color: #333; }</style>
      <script src="/client.js" defer></script>
    </head>
    <body>
      <header><nav><a href="/">Home</a> <a href="/todo" aria-current="page">Todo</a></nav></header>
      <main id="app" data-screen="todo">
        <article><h1>Title</h1><section><h2>Part</h2><p>Text <em>emphasis</em> <time datetime="2024-01-01">today</time></p></section></article>
        <aside><figure><img src="/a.png" alt="A"><figcaption>Caption</figcaption></figure></aside>
        <details open><summary>More</summary><p>Hidden</p></details>
        <dialog open><p>Hi</p></dialog>
        <output for="a b">3</output> <progress value="3" max="10"></progress> <meter value="0.5"></meter>
        <search><form role="search"><input type="search" name="q"></form></search>
      </main>
      <footer><small>&copy; 2024</small></footer>
    </body>
    </html>
    """,
    "just text, nothing else",
    "",
    "<p>one</p><p>two</p>text between<span>three</span>",
    """
    <table class="table">
      <caption>Rows</caption>
      <colgroup><col><col span="2"></colgroup>
      <thead><tr><th scope="col">id</th><th>label</th></tr></thead>
      <tbody>
        <tr class="danger"><td class="col-md-1">1</td><td class="col-md-4"><a class="lbl">one</a></td></tr>
        <tr><td colspan="2"><table><tbody><tr><td>nested</td></tr></tbody></table></td></tr>
      </tbody>
      <tfoot><tr><td>sum</td></tr></tfoot>
    </table>
    """,
    "<ul><li>a<ol><li>b</li></ol></li><li><p>c</p></li></ul><menu><li>m</li></menu>",
    "<dl><dt>term</dt><dd>definition</dd><div><dt>t2</dt><dd>d2</dd></div></dl>",
    """
    <form action="/add" method="post">
      <label for="title">Title</label> <input id="title" name="title" type="text" placeholder="What?" required>
      <label><input type="checkbox" name="done" checked> done</label>
      <select name="kind"><option value="a" selected>A</option><optgroup label="More"><option>B</option></optgroup></select>
      <datalist id="words"><option value="x"></option></datalist>
      <textarea name="notes"><b>not markup</b> & </div></textarea>
      <fieldset disabled><legend>Old</legend><input type="radio" name="r" value="1"></fieldset>
      <button type="submit" disabled><span class="icon">+</span> Add</button>
    </form>
    """,
    """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10">
      <g fill="red"><path d="M0 0L10 10"/><circle cx="5" cy="5" r="3"></circle></g>
      <title>tooltip</title><text x="1" y="9">A&lt;B</text>
      <linearGradient id="grad"><stop offset="0"/></linearGradient>
      <foreignObject width="10" height="10"><div><p>HTML again</p></div></foreignObject>
    </svg>
    """,
    "<math><mi>x</mi><mo>=</mo><mn>2</mn></math>",
    "<p>a<br>b<br/>c<wbr>d</p><hr><img src=\"x.png\" alt=\"\"><input type=\"hidden\" name=\"t\" value=\"1\">",
    "<p>&amp; &lt; &gt; &quot; &#39; &nbsp; &#x2014; &eacute; caf\u{E9} \u{1F600}</p>",
    "<script>if (a < b && c > d) { x = \"<div>\"; y = '</p>'; }</script><style>p > a { }</style>",
    "<a href=\"/card\"><div class=\"card\"><h3>Block content in a link</h3></div></a>",
    "<p><a href=\"/a\">a</a> <button type=\"button\">b</button> <label>c <input></label></p>",
    "<my-widget data-x=\"1\" aria-label=\"w\"><span slot=\"title\">t</span></my-widget>",
    "<template id=\"row\"><tr><td>x</td></tr></template><!-- a comment <div> -->",
    "<picture><source srcset=\"a.webp\" type=\"image/webp\"><img src=\"a.png\" alt=\"a\"></picture><audio><source src=\"a.ogg\"></audio>",
    "<div hidden data-t-click=\"3\" data-t-input=\"4;d=300\" tabindex=\"0\" contenteditable=\"true\" xml:lang=\"en\">x</div>",
    "<table><tbody><tr><td><input type=\"checkbox\"></td><td><a href=\"#\">x</a></td></tr></tbody></table>",
    "<pre>\n  preformatted\n</pre><blockquote><p>quote</p></blockquote><address>addr</address>",
  ]

  @Test(arguments: corpus)
  func validHTML5PassesWithNoIssue(html: String) {
    // Valid HTML, not necessarily accessible: the corpus has unlabelled fields.
    let issues = MarkupValidator(checks: .structure).validate(html)
    #expect(issues.isEmpty, "\(issues)")
  }
}
