package dev.catalogkit.report.writer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.report.RequirementVerdict;
import dev.catalogkit.report.RunReport;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class HtmlReportWriterTest {

  private final RunReport report = SampleRun.report();
  private final String html = new HtmlReportWriter().render(report);

  /** A failing MUST names the words of its quote that oblige the server, escaped. */
  @Test
  void aFailingMustNamesItsObligation() {
    assertThat(html)
        .contains(
            "<p class=\"side\"><b>Why a MUST:</b> must word: Quote for ICE-VIEW-02 with"
                + " &lt;b&gt;markup&lt;/b&gt;.</p>");
    assertThat(html).doesNotContain("Why a MUST:</b> must word: Quote for ICE-VIEW-01");
  }

  /**
   * A problem another one's finding explains is listed under it as "same cause", not counted, and
   * its entry, right after that one's, links to it.
   */
  @Test
  void aProblemOfTheSameCauseIsListedUnderItsCauseAndNotCounted() {
    String linked = new HtmlReportWriter().render(SampleRun.withSameCause());
    int index = linked.indexOf("<nav class=\"box\" id=\"index\">");
    String nav = linked.substring(index, linked.indexOf("</nav>", index));
    assertThat(nav)
        .contains("3 distinct problems: the requirements not met (and 1 more of the same cause)")
        .contains("<ul class=\"same-cause\">\n<li>same cause: ");
    assertThat(matches(nav, "href=\"#problem-([A-Z0-9-]+)\""))
        .containsExactly("ICE-VIEW-02", "ICE-VIEW-01", "ICE-DISC-02", "ICE-VIEW-03");
    int cause = linked.indexOf("id=\"problem-ICE-VIEW-02\"");
    int caused = linked.indexOf("id=\"problem-ICE-VIEW-01\"");
    assertThat(caused).isGreaterThan(cause);
    assertThat(linked.substring(caused, linked.indexOf("</article>", caused)))
        .contains(
            "<p class=\"same-cause\"><b>Same cause as <a class=\"mono\""
                + " href=\"#problem-ICE-VIEW-02\">ICE-VIEW-02</a>:</b>");
    assertThat(html).doesNotContain("same cause");
  }

  @Test
  void hostileBodyAppearsOnlyEscaped() {
    assertThat(count(html, "<script")).as("only the kit's own script").isEqualTo(1);
    assertThat(html)
        .doesNotContain("<script>alert", "<img", "onerror=alert(1)>", "</pre><img")
        .contains("&lt;script&gt;alert(&#39;owned&#39;)&lt;/script&gt;&lt;/pre&gt;&lt;img src=x")
        .contains("&amp;amp;")
        .contains("X-Evil: &lt;b&gt;bold&lt;/b&gt;");
  }

  @Test
  void hiddenCharactersAreShownNotPassedThrough() {
    assertThat(html)
        .doesNotContain("\u0000", "\u001b", "\u0007", "\u202e", "\ud800")
        .contains(
            "NUL<span class=\"ctl\">\\u0000</span> ESC<span class=\"ctl\">\\u001B</span>[31mred")
        .contains("rtl<span class=\"ctl\">\\u202E</span>gnp.exe");
  }

  @Test
  void everyRequirementIsListedWithLevelOutcomeAndSourceSentence() {
    for (RequirementVerdict verdict : report.requirements()) {
      String id = verdict.requirement().id();
      assertThat(html)
          .contains("<tr id=\"req-" + id + "\" class=\"o-row-" + verdict.outcome())
          .contains("<td class=\"mono\">" + id + "</td>")
          .contains("Quote for " + id + " with &lt;b&gt;markup&lt;/b&gt;.");
    }
    assertThat(html).contains("<td>SHOULD (implied)</td>", "<td>SHOULD</td>", "<td>MAY</td>");
    assertThat(html)
        .contains(
            "<a href=\"https://gravitino.apache.org/docs/latest/iceberg-rest-service\">Apache"
                + " Gravitino docs, Iceberg REST API: Create a view</a>");
  }

  @Test
  void howMuchWasJudgedHeadsThePageAndWhyTheRestWasNotComesBeforeEverythingElse() {
    assertThat(html).contains("<p class=\"judged\">Judged 4 of 7 requirements</p>");
    int notJudged = html.indexOf("<section id=\"not-judged\">");
    assertThat(notJudged).isPositive().isLessThan(html.indexOf("<section id=\"run\">"));
    assertThat(html.substring(notJudged))
        .contains("<h2>Not judged: 3 of 7 requirements</h2>")
        .contains("the kit or the environment broke while checking it (1)")
        .contains("cannot be checked from outside the server (1)")
        .contains("<a class=\"mono\" href=\"#req-ICE-NS-02\">ICE-NS-02</a>");
  }

  @Test
  void everyProblemShowsTheRequirementsHint() {
    assertThat(html)
        .contains("<p><b>How to fix:</b> Hint for ICE-VIEW-02 with &lt;i&gt;markup&lt;/i&gt;.</p>");
  }

  @Test
  void verdictHeadsThePageInItsColour() {
    assertThat(html)
        .contains("<header class=\"verdict o-FAIL\">\n<div class=\"big\">FAIL</div>")
        .contains("Exit code 1")
        .contains("<tr><th>Kit version</th><td>0.1.0-test</td></tr>")
        .contains("<tr><th>Run ID</th><td><span class=\"mono\">r7f3a</span></td></tr>")
        .contains("<tr><th>CCK_TOKEN</th><td><span class=\"mono\">&lt;redacted&gt;</span>");
    assertThat(html)
        .contains("--pass: #1a7f37", "--fail: #cf222e", "--warn: #9a6700", "--notice: #0969da")
        .contains("--grey: #6e7781", "--error: #8250df")
        .contains(".o-NOT_APPLICABLE, .o-NOT_VERIFIED { background: var(--grey); }");
  }

  @Test
  void everyCheckThatDidNotPassHasItsEvidenceWorstFirstAndWhatIsNotOfferedSharesOneList() {
    List<String> outcomes = matches(html, "<article class=\"check o-([A-Z_]+)\"");

    assertThat(outcomes).containsExactly("FAIL", "ERROR", "WARN", "NOTICE", "NOT_VERIFIED");
    assertThat(html)
        .contains("<tr><th>Expected</th><td><pre>409</pre></td></tr>")
        .contains("<tr><th>Actual</th><td><pre>200</pre></td></tr>")
        .contains("<tr><th>Hint</th><td>compare the uuid</td></tr>")
        .contains("<tr><th>Reason</th><td>connection refused: cck_r7f3a</td></tr>")
        .contains("<tr><th>Transport error</th><td>connection refused</td></tr>")
        .contains("<tr><th>Fixture</th><td>views/replace.stale-uuid.json</td></tr>")
        .contains("[\u2026 body truncated by the kit]")
        .contains(
            "<pre class=\"violations\">$.metadata: required property &#39;metadata&#39; not"
                + " found\n$: &lt;bad&gt; &amp; wrong\n</pre>")
        .contains(
            "<ul class=\"not-offered\">\n<li id=\"check-6\" data-outcome=\"NOT_APPLICABLE\">"
                + "ICE-NS-01 [MUST] Title of ICE-NS-01<div class=\"side\">views endpoint not"
                + " advertised</div></li>");
  }

  @Test
  void theIndexNamesEachProblemOnceAndItsEntryWithItsCasesComesBeforeAnyOtherTable() {
    int verdict = html.indexOf("<header class=\"verdict");
    int index = html.indexOf("<nav class=\"box\" id=\"index\">");
    int firstProblem = html.indexOf("<article class=\"failure check o-FAIL\"");
    int sentence = html.indexOf("Quote for ICE-VIEW-02", firstProblem);
    int caseRow = html.indexOf("<tr class=\"o-row-FAIL\">", firstProblem);
    int firstTable = html.indexOf("<table", html.indexOf("</header>"));

    assertThat(verdict).isNotNegative();
    assertThat(index).isGreaterThan(verdict);
    assertThat(firstProblem).isGreaterThan(index);
    assertThat(sentence).isGreaterThan(firstProblem);
    assertThat(caseRow).isGreaterThan(sentence).isLessThan(html.indexOf("id=\"not-judged\""));
    assertThat(firstTable).as("the problem's own table comes first").isGreaterThan(firstProblem);
    assertThat(matches(html.substring(index, firstProblem), "href=\"#problem-([A-Z0-9-]+)\""))
        .containsExactly("ICE-VIEW-02", "ICE-DISC-02", "ICE-VIEW-01", "ICE-VIEW-03");
    assertThat(html.substring(firstProblem, html.indexOf("</article>", firstProblem)))
        .contains(
            "<a href=\"#check-1\">replaceWithStaleUuidIsRejectedWith409</a></td><td"
                + " class=\"mono\">POST /iceberg/v1/cat/namespaces/cck_r7f3a/views/v1</td>"
                + "<td>200</td><td class=\"said\"></td><td>409 \u2192 200</td></tr>")
        .contains("java -jar catalog-conformance-kit.jar")
        .contains("--requirement ICE-VIEW-02");
    int card = html.indexOf("<article class=\"check o-FAIL\" id=\"check-1\"");
    assertThat(html.substring(card, html.indexOf("</article>", card)))
        .contains("<pre class=\"repro\">")
        .contains("Bearer $CATALOG_TOKEN");
  }

  @Test
  void aPassingRunSaysThereIsNoFailureFirst() {
    String passing =
        new HtmlReportWriter()
            .render(SampleRun.incomplete(dev.catalogkit.report.RunPolicy.DEFAULT));
    assertThat(passing).contains("<div class=\"box clean\" id=\"failures\">No failures");
  }

  @Test
  void leftoversStandInAVisibleBox() {
    assertThat(html)
        .contains("<div class=\"box leftovers\" id=\"leftovers\">")
        .contains("2 objects the janitor could not delete")
        .contains("<li class=\"mono\">cck_r7f3a.v2</li>");
  }

  @Test
  void pageLoadsNothingFromTheNetworkAndItsPolicyAdmitsOnlyItsOwnScript() throws Exception {
    assertThat(html).doesNotContain("<link", "@import", "url(");
    assertThat(matches(html, "<[a-zA-Z][^>]*\\ssrc=\"")).as("no tag loads anything").isEmpty();
    assertThat(matches(html, "<(?!a )[a-zA-Z][^>]*\\shref=\""))
        .as("only links carry an href")
        .isEmpty();
    assertThat(matches(html, "<a [^>]*href=\"(?!#|https://)"))
        .as("links go to anchors on the page or to the public spec pages")
        .isEmpty();
    assertThat(matches(html, "<a [^>]*href=\"(#[^\"]*)\""))
        .contains("#check-1", "#req-ICE-VIEW-02");
    Matcher script = Pattern.compile("<script>(.*?)</script>", Pattern.DOTALL).matcher(html);
    assertThat(script.find()).isTrue();
    String hash =
        Base64.getEncoder()
            .encodeToString(
                MessageDigest.getInstance("SHA-256")
                    .digest(script.group(1).getBytes(StandardCharsets.UTF_8)));

    assertThat(html)
        .contains(
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none';"
                + " style-src 'unsafe-inline'; script-src 'sha256-"
                + hash
                + "'");
  }

  private static int count(String text, String needle) {
    int count = 0;
    for (int at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
      count++;
    }
    return count;
  }

  private static List<String> matches(String text, String regex) {
    return Pattern.compile(regex).matcher(text).results().map(result -> result.group(1)).toList();
  }
}
