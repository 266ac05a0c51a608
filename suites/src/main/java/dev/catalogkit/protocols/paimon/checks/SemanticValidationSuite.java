package dev.catalogkit.protocols.paimon.checks;

import dev.catalogkit.client.RequestBody;
import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.NotApplicable;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.RunContext;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.paimon.PaimonCatalogClient;
import dev.catalogkit.protocols.paimon.PaimonRunState;
import dev.catalogkit.spec.RequestCases.Case;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * format and content are required nonblank strings of a supported format and syntax version; a
 * rejected write changes nothing.
 */
@ConformanceSuite
class SemanticValidationSuite {

  static final String UNSUPPORTED_FORMAT = DefinitionBody.UNSUPPORTED_FORMAT;

  static final String UNSUPPORTED_VERSION = DefinitionBody.UNSUPPORTED_VERSION;

  /**
   * Blank values: strings of the right type that the document's pattern ({@code \\S}) refuses. The
   * other ways a body is wrong come from the document ({@link PaimonSteps#upsertCases}).
   */
  enum Blank {
    EMPTY_FORMAT(body -> body.with("format", "")),
    EMPTY_CONTENT(body -> body.with("content", "")),
    BLANK_CONTENT(body -> body.with("content", " \n\t "));

    private final UnaryOperator<DefinitionBody> change;

    Blank(UnaryOperator<DefinitionBody> change) {
      this.change = change;
    }
  }

  private final PaimonSteps steps;

  SemanticValidationSuite(Check<PaimonCatalogClient, PaimonRunState> check) {
    this.steps = new PaimonSteps(check);
  }

  @BeforeEach
  void onlyWhereSemanticViewsAreImplemented() {
    steps.requireSemanticViews();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("brokenBodies")
  @Verifies("PAI-VAL-01")
  void aBodyBrokenInADocumentedWayAnswers400AndStoresNothing(Case broken) {
    String name = steps.newName("flawed");
    expectRefusedAndNothingStored(name, steps.upsertBroken(name, broken));
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(Blank.class)
  @Verifies("PAI-VAL-01")
  void aBlankFormatOrContentAnswers400AndStoresNothing(Blank blank) {
    String name = steps.newName("blank");
    RequestBody body =
        blank.change.apply(DefinitionBody.of(steps.format(), steps.sampleContent())).request();
    expectRefusedAndNothingStored(
        name, steps.client().upsertSemanticView(steps.database(), name, body));
  }

  static Stream<Case> brokenBodies(RunContext run) {
    return PaimonSteps.upsertCases(run);
  }

  private void expectRefusedAndNothingStored(String name, Exchange rejected) {
    Expect.status(rejected, 400);
    Expect.status(steps.client().getSemanticView(steps.database(), name), 404);
  }

  @Test
  @Verifies("PAI-VAL-02")
  void anUnsupportedFormatAnswers400() {
    String name = steps.newName("unknown_format");
    Exchange rejected = steps.upsertInFormat(name, UNSUPPORTED_FORMAT, steps.sampleContent());
    Expect.status(rejected, 400);
  }

  @Test
  @Verifies("PAI-VAL-04")
  void anUnsupportedSyntaxVersionAnswers400AndStoresNothing() {
    String content =
        ModelContent.withSyntaxVersion(steps.sampleContent(), UNSUPPORTED_VERSION)
            .orElseThrow(
                () ->
                    new NotApplicable(
                        "the " + steps.format() + " sample declares no top-level version:"));
    String name = steps.newName("unsupported_version");
    Expect.status(steps.upsert(name, content), 400);
    Expect.status(steps.client().getSemanticView(steps.database(), name), 404);
  }

  @Test
  @Verifies("PAI-VAL-03")
  void aRejectedReplacementLeavesThePreviousDefinition() {
    String name = steps.upserted("kept");
    Exchange rejected = steps.upsertInFormat(name, UNSUPPORTED_FORMAT, "# replaced\n");
    Precondition.require(rejected.isError(), "the unsupported format is rejected");
    steps.expectStoredContent(
        name, "content after the rejected replacement", steps.sampleContent());
  }
}
