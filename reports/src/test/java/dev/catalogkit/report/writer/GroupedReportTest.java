package dev.catalogkit.report.writer;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.catalogkit.report.RunReport;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A run with few causes and many cases reads as its causes: one index entry and one problem entry
 * per failed requirement, its cases as rows with the server's own message, and the capability
 * matrix as a table in the HTML, a block in compliance.json and a table in the Markdown page.
 */
class GroupedReportTest {

  private final RunReport report = GroupedRun.report();
  private final String html = new HtmlReportWriter().render(report);

  @Test
  void theIndexListsEachFailedRequirementOnceGateFailuresFirst() {
    String index = html.substring(html.indexOf("id=\"index\""), html.indexOf("</nav>"));

    assertThat(matches(index, "<li><span class=\"badge o-([A-Z]+)\">"))
        .containsExactly("FAIL", "FAIL", "WARN");
    assertThat(matches(index, "href=\"#problem-([A-Z0-9-]+)\""))
        .containsExactly("ICE-ERR-01", "ICE-VCR-04", "ICE-REQ-03");
    assertThat(index)
        .contains("ICE-ERR-01</a> MUST Title of ICE-ERR-01 <span class=\"side\">2 cases</span>");
  }

  @Test
  void eachProblemHasOneEntryWithARowPerFailingCaseAndTheServersMessageInline() {
    assertThat(
            matches(html, "<article class=\"failure check o-[A-Z]+\" id=\"problem-([A-Z0-9-]+)\""))
        .containsExactly("ICE-ERR-01", "ICE-VCR-04", "ICE-REQ-03");
    String entry = entry("ICE-ERR-01");

    assertThat(matches(entry, "<tr class=\"o-row-FAIL\"><td><a href=\"#check-\\d+\">([^<]+)</a>"))
        .containsExactly("load of a missing table", "rename of a missing view");
    assertThat(entry)
        .contains(
            "<td class=\"mono\">GET /v1/namespaces/cck_r7f3a/tables/t1</td><td>500</td>"
                + "<td class=\"said\">NoSuchTableException: Table does not exist: t1</td>"
                + "<td>404 \u2192 status 500</td></tr>")
        .doesNotContain("127.0.0.1:40123");
    assertThat(entry("ICE-REQ-03"))
        .as("a success's body is data, not the server's message")
        .contains("<td>200</td><td class=\"said\"></td><td>400 \u2192 200</td>");
  }

  @Test
  void theEvidenceShowsTheDecisiveExchangeInFullAndTheStepsInALineEach() {
    int card = html.indexOf("<article class=\"check o-FAIL\"");
    String evidence = html.substring(card, html.indexOf("</article>", card));

    assertThat(evidence)
        .contains(
            "<div class=\"step\">1/2 <span class=\"mono\">POST http://127.0.0.1:40123/v1/namespaces")
        .contains("<details open class=\"decisive\">\n<summary>Exchange 2 of 2 (decisive)")
        .doesNotContain("Exchange 1 of 2");
  }

  @Test
  void theCapabilityTableHasARowPerOperationWithEachRequirementInItsOutcomesColour() {
    String table = html.substring(html.indexOf("id=\"capabilities\""), html.indexOf("id=\"run\""));

    assertThat(table)
        .contains(
            "The server advertises 1 of the document&#39;s 3 operations; 2 of the 3 answered the"
                + " run&#39;s requests with 2xx; probes of unadvertised ones found 1 served and 1"
                + " not served.")
        .contains(
            "<td class=\"mono\">loadTable</td><td class=\"mono\">GET"
                + " /v1/{prefix}/namespaces/{namespace}/tables/{table}</td><td>yes</td>"
                + "<td>yes</td><td><a class=\"chip o-PASS\" href=\"#req-ICE-DISC-01\""
                + " title=\"PASS\">ICE-DISC-01</a> <a class=\"chip o-FAIL\"")
        .contains("<td>no</td><td class=\"absent\">no (probe: 404)</td>")
        .contains("<td>no</td><td>yes (probe: 200)</td>");
    assertThat(matches(table, "<td class=\"mono\">([a-zA-Z]+)</td>"))
        .as("sorted by path, then method")
        .containsExactly("listTables", "loadTable", "renameView");
  }

  @Test
  void complianceJsonCarriesTheMatrixAsABlock() throws Exception {
    JsonNode capabilities =
        new ObjectMapper().readTree(new JsonReportWriter().render(report)).path("capabilities");

    assertThat(capabilities.path("endpointsListed").asBoolean()).isTrue();
    assertThat(capabilities.path("operations").findValuesAsText("operationId"))
        .containsExactly("listTables", "loadTable", "renameView");
    JsonNode absent = capabilities.path("operations").get(2);
    assertThat(absent.path("advertised").asBoolean()).isFalse();
    assertThat(absent.path("served").asBoolean()).isFalse();
    assertThat(absent.path("probe").asText()).isEqualTo("ABSENT");
    assertThat(absent.path("probeStatus").asInt()).isEqualTo(404);
    assertThat(absent.path("requirements").toString())
        .isEqualTo("[{\"id\":\"ICE-ERR-01\",\"outcome\":\"NOT_APPLICABLE\"}]");
  }

  @Test
  void theConformancePageHoldsVerdictsAndMatrixAndNothingThatChangesBetweenRuns() {
    String page = ConformancePage.render("Test server 1.0", "mvn test", report);

    assertThat(page)
        .startsWith("# Test server 1.0\n")
        .contains("**Verdict: FAIL** (exit code 1); judged 4 of 4 requirements.")
        .contains("| FAIL | 2 |\n| WARN | 1 |\n")
        .contains("| `ICE-ERR-01` | MUST | FAIL | Title of ICE-ERR-01 |")
        .contains(
            "| `loadTable` | `GET /v1/{prefix}/namespaces/{namespace}/tables/{table}` | yes |"
                + " yes | 1 PASS; FAIL: `ICE-ERR-01` |")
        .contains("| `renameView` | `POST /v1/{prefix}/views/rename` | no | no (probe: 404) |")
        .doesNotContain(report.run().target(), report.run().runId(), report.run().kitVersion());
  }

  private String entry(String requirementId) {
    int start = html.indexOf("id=\"problem-" + requirementId + "\"");
    return html.substring(start, html.indexOf("</article>", start));
  }

  private static List<String> matches(String text, String regex) {
    List<String> found = new ArrayList<>();
    Matcher matcher = Pattern.compile(regex).matcher(text);
    while (matcher.find()) {
      found.add(matcher.group(1));
    }
    return found;
  }
}
