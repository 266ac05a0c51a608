package dev.catalogkit.protocols.paimon.checks;

import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.paimon.PaimonCatalogClient;
import dev.catalogkit.protocols.paimon.PaimonRunState;
import dev.catalogkit.protocols.paimon.SemanticView;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** POST and GET of semantic views: the full object, byte-exact content, last write wins. */
@ConformanceSuite
class SemanticUpsertSuite {

  /** Content the server must keep to the byte: the sample, changed in one way each. */
  enum ContentVariant {
    CRLF_LINE_ENDINGS(content -> content.replace("\n", "\r\n")),
    TRAILING_SPACES_AND_TABS(content -> content.replace("\n", "  \t\n")),
    COMMENTS(content -> "# kept as written\n" + content + "# the end\n"),
    UNICODE(content -> "# naïve café — 名前 ✓ 🚀\n" + content),
    UNKNOWN_FIELDS(content -> content + "x-catalog-kit-extension:\n  kept: true\n");

    private final UnaryOperator<String> change;

    ContentVariant(UnaryOperator<String> change) {
      this.change = change;
    }

    String of(String sample) {
      return change.apply(sample);
    }
  }

  private final PaimonSteps steps;

  SemanticUpsertSuite(Check<PaimonCatalogClient, PaimonRunState> check) {
    this.steps = new PaimonSteps(check);
  }

  @BeforeEach
  void onlyWhereSemanticViewsAreImplemented() {
    steps.requireSemanticViews();
  }

  @Test
  @Verifies("PAI-UPS-01")
  void postCreatesAndAnswers200WithTheFullObject() {
    String name = steps.newName("created");
    Exchange stored = steps.upsert(name, steps.sampleContent());
    Expect.status(stored, 200);
    SemanticView answered = SemanticView.in(stored);
    Expect.equal("/name", name, answered.name().text(), stored);
    Expect.equal("/definition/format", steps.format(), answered.format().text(), stored);
    Expect.equal("/definition/content", steps.sampleContent(), answered.content().text(), stored);
  }

  /** "POST and GET return HTTP 200 with the full object": the GET's content is PAI-UPS-02's. */
  @Test
  @Verifies("PAI-UPS-01")
  void getAnswers200WithTheLocalNameAndTheStoredFormat() {
    String name = steps.newName("read");
    Precondition.require(steps.upsert(name, steps.sampleContent()), 200, "store a semantic view");
    Exchange read = steps.client().getSemanticView(steps.database(), name);
    Expect.status(read, 200);
    SemanticView answered = SemanticView.in(read);
    Expect.equal("/name", name, answered.name().text(), read);
    Expect.equal("/definition/format", steps.format(), answered.format().text(), read);
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(ContentVariant.class)
  @Verifies("PAI-UPS-02")
  void getReturnsTheCommittedContentByteForByte(ContentVariant variant) {
    String name = steps.newName("exact");
    String content = variant.of(steps.sampleContent());
    Precondition.require(steps.upsert(name, content), 200, "store the content");
    steps.expectStoredContent(name, "content", content);
  }

  @Test
  @Verifies("PAI-UPS-03")
  void aSecondPostReplacesTheWholeDefinition() {
    String name = steps.newName("replaced");
    String first = steps.sampleContent() + ModelContent.FIRST_DEFINITION_ONLY;
    Precondition.require(steps.upsert(name, first), 200, "store the first definition");
    String replacement = "# the replacement\n" + steps.sampleContent();
    Precondition.require(steps.upsert(name, replacement), 200, "replace the definition");
    steps.expectStoredContent(name, "content", replacement);
  }

  @Test
  @Verifies("PAI-UPS-04")
  void theAnsweredNameIsTheLocalDecodedName() {
    String name = steps.newName("order metrics");
    Exchange stored = steps.upsert(name, steps.sampleContent());
    Precondition.require(stored, 200, "store a semantic view whose name has a space");
    Expect.equal("/name", name, SemanticView.in(stored).name().text(), stored);
  }
}
