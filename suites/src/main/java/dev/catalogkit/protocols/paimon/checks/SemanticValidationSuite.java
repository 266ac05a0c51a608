package dev.catalogkit.protocols.paimon.checks;

import dev.catalogkit.client.RequestBody;
import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.NotApplicable;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * format and content are required nonblank strings of a supported format and syntax version; a
 * rejected write changes nothing.
 */
@ConformanceSuite
class SemanticValidationSuite {

  static final String UNSUPPORTED_FORMAT = "catalog-kit-unknown-format";

  /** A syntax version no model format defines. */
  static final String UNSUPPORTED_VERSION = "999.0";

  /** Ways a definition body is wrong. */
  enum Flaw {
    MISSING_FORMAT(body -> body.without("format")),
    MISSING_CONTENT(body -> body.without("content")),
    EMPTY_FORMAT(body -> body.with("format", "")),
    EMPTY_CONTENT(body -> body.with("content", "")),
    BLANK_CONTENT(body -> body.with("content", " \n\t ")),
    FORMAT_NOT_A_STRING(body -> body.withNumber("format", 7)),
    CONTENT_NOT_A_STRING(body -> body.withObject("content", "version", "1.1")),
    NO_DEFINITION(body -> DefinitionBody.withoutDefinition()),
    INVALID_JSON(body -> body);

    private final UnaryOperator<DefinitionBody> change;

    Flaw(UnaryOperator<DefinitionBody> change) {
      this.change = change;
    }

    RequestBody body(PaimonSteps steps) {
      if (this == INVALID_JSON) {
        return new RequestBody(
            "{\"definition\": {\"format\": \"databricks-yaml\", \"content\": ", null);
      }
      return change.apply(DefinitionBody.of(steps.format(), steps.sampleContent())).request();
    }
  }

  private final PaimonSteps steps;

  SemanticValidationSuite(Check check) {
    this.steps = new PaimonSteps(check);
  }

  @BeforeEach
  void onlyWhereSemanticViewsAreImplemented() {
    steps.requireSemanticViews();
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(Flaw.class)
  @Verifies("PAI-VAL-01")
  void aFlawedDefinitionAnswers400AndStoresNothing(Flaw flaw) {
    String name = steps.newName("flawed");
    Exchange rejected = steps.client().upsertSemanticView(steps.database(), name, flaw.body(steps));
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
