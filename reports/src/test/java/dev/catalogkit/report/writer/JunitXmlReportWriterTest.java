package dev.catalogkit.report.writer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.report.RunPolicy;
import dev.catalogkit.report.RunReport;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

class JunitXmlReportWriterTest {

  private String xml;
  private Document document;

  @BeforeEach
  void parse() throws Exception {
    xml = new JunitXmlReportWriter().render(SampleRun.report());
    assertThat(SampleRun.HOSTILE_BODY).contains("\u0000", "\u001b", "\ud800");
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    document =
        factory
            .newDocumentBuilder()
            .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void totalsCountTestsFailuresErrorsAndSkipped() {
    Element root = document.getDocumentElement();

    assertThat(root.getTagName()).isEqualTo("testsuites");
    assertThat(root.getAttribute("tests")).isEqualTo("8");
    assertThat(root.getAttribute("failures")).isEqualTo("1");
    assertThat(root.getAttribute("errors")).isEqualTo("1");
    assertThat(root.getAttribute("skipped")).isEqualTo("2");
    assertThat(root.getAttribute("time")).isEqualTo("12.345");
  }

  @Test
  void oneSuitePerAreaWhoseCountsMatchItsTestcases() {
    List<Element> suites = elements(document.getDocumentElement(), "testsuite");

    assertThat(suites)
        .extracting(s -> s.getAttribute("name"))
        .containsExactly("discovery", "namespaces", "views", "run");
    for (Element suite : suites) {
      List<Element> cases = elements(suite, "testcase");
      assertThat(suite.getAttribute("tests")).isEqualTo(Integer.toString(cases.size()));
      assertThat(suite.getAttribute("failures")).isEqualTo(withChild(cases, "failure"));
      assertThat(suite.getAttribute("errors")).isEqualTo(withChild(cases, "error"));
      assertThat(suite.getAttribute("skipped")).isEqualTo(withChild(cases, "skipped"));
      assertThat(cases)
          .allSatisfy(
              c -> assertThat(c.getAttribute("classname")).isEqualTo(suite.getAttribute("name")));
    }
  }

  @Test
  void failureNamesTheRequirementWithExpectedAndActualAndCarriesTheEvidence() {
    Element failure = child(testcase("ICE-VIEW-02 [MUST] Title of ICE-VIEW-02"), "failure");

    assertThat(failure.getAttribute("message"))
        .isEqualTo("ICE-VIEW-02: a stale view-uuid was accepted; expected: 409; actual: 200");
    assertThat(failure.getTextContent())
        .contains("Requirement: ICE-VIEW-02 [MUST] Title of ICE-VIEW-02")
        .contains("Obligation: must word: Quote for ICE-VIEW-02 with <b>markup</b>.")
        .contains("> POST http://localhost:8181/iceberg/v1/cat/namespaces/cck_r7f3a/views/v1")
        .contains("< HTTP 200")
        .contains("<script>alert('owned')</script>")
        .contains("NUL\\u0000 ESC\\u001B[31mred")
        .contains("lone\\uD800")
        .contains("[... truncated]")
        .contains("  $.metadata: required property 'metadata' not found");
  }

  @Test
  void theRunSuiteSaysHowMuchWasJudgedAndFailsOnlyAnIncompleteRunTheGateDoesNotAccept() {
    Element run = testcase("verdict FAIL: judged 4 of 7 requirements");
    assertThat(elements(run, "failure")).isEmpty();
    assertThat(child(run, "system-out").getTextContent())
        .contains("the kit or the environment broke while checking it: ICE-DISC-02");

    RunReport incomplete = SampleRun.incomplete(RunPolicy.DEFAULT);
    assertThat(new JunitXmlReportWriter().render(incomplete))
        .contains("failures=\"1\"")
        .contains("<failure message=\"verdict INCOMPLETE: judged 1 of 2 requirements (the run")
        .contains("a step its checks needed failed, so the rule could not be judged: ICE-NS-02");
    assertThat(new JunitXmlReportWriter().render(SampleRun.incomplete(new RunPolicy(true))))
        .doesNotContain("<failure");
  }

  @Test
  void errorAndSkippedCarryTheReason() {
    Element error = child(testcase("ICE-DISC-02 [MUST] Title of ICE-DISC-02"), "error");
    Element notApplicable = child(testcase("ICE-NS-01 [MUST] Title of ICE-NS-01"), "skipped");
    Element notVerified = child(testcase("ICE-NS-02 [MUST] Title of ICE-NS-02"), "skipped");

    assertThat(error.getAttribute("message"))
        .isEqualTo("ICE-DISC-02: connection refused: cck_r7f3a");
    assertThat(error.getTextContent()).contains("No response: connection refused");
    assertThat(notApplicable.getAttribute("message"))
        .isEqualTo("NOT_APPLICABLE: views endpoint not advertised");
    assertThat(notVerified.getAttribute("message"))
        .isEqualTo("NOT_VERIFIED: storage is not observable from outside");
  }

  @Test
  void warnAndNoticeArePassingTestcasesWithASystemOutLine() {
    Element warn = testcase("ICE-VIEW-01 [SHOULD] Title of ICE-VIEW-01");
    Element notice = testcase("ICE-VIEW-03 [MAY] Title of ICE-VIEW-03");

    for (Element testcase : List.of(warn, notice)) {
      assertThat(child(testcase, "failure")).isNull();
      assertThat(child(testcase, "error")).isNull();
      assertThat(child(testcase, "skipped")).isNull();
    }
    assertThat(child(warn, "system-out").getTextContent())
        .startsWith("WARN ICE-VIEW-01: no Location header; expected: Location; actual: absent\n");
    assertThat(child(notice, "system-out").getTextContent())
        .startsWith("NOTICE ICE-VIEW-03: no next-page-token;");
  }

  @Test
  void noCharacterIllegalInXml10IsWritten() {
    assertThat(xml.codePoints())
        .allMatch(
            cp ->
                cp == 0x9
                    || cp == 0xA
                    || cp == 0xD
                    || (cp >= 0x20 && cp <= 0xD7FF)
                    || (cp >= 0xE000 && cp <= 0xFFFD)
                    || cp >= 0x10000);
  }

  private Element testcase(String name) {
    NodeList cases = document.getElementsByTagName("testcase");
    for (int i = 0; i < cases.getLength(); i++) {
      Element testcase = (Element) cases.item(i);
      if (testcase.getAttribute("name").equals(name)) {
        return testcase;
      }
    }
    throw new AssertionError("no testcase named " + name);
  }

  private static Element child(Element parent, String tag) {
    List<Element> children = elements(parent, tag);
    return children.isEmpty() ? null : children.get(0);
  }

  private static List<Element> elements(Element parent, String tag) {
    List<Element> result = new ArrayList<>();
    for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
      if (node instanceof Element element && element.getTagName().equals(tag)) {
        result.add(element);
      }
    }
    return result;
  }

  private static String withChild(List<Element> cases, String tag) {
    return Long.toString(cases.stream().filter(c -> child(c, tag) != null).count());
  }
}
