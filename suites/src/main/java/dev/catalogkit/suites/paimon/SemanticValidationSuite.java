package dev.catalogkit.suites.paimon;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.client.RequestBody;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** format and content are required nonblank strings; a rejected write changes nothing. */
@ConformanceSuite
class SemanticValidationSuite {

  static final String UNSUPPORTED_FORMAT = "catalog-kit-unknown-format";

  /** Ways a definition body is wrong. */
  enum Flaw {
    MISSING_FORMAT(definition -> definition.remove("format")),
    MISSING_CONTENT(definition -> definition.remove("content")),
    EMPTY_FORMAT(definition -> definition.put("format", "")),
    EMPTY_CONTENT(definition -> definition.put("content", "")),
    BLANK_CONTENT(definition -> definition.put("content", " \n\t ")),
    FORMAT_NOT_A_STRING(definition -> definition.put("format", 7)),
    CONTENT_NOT_A_STRING(definition -> definition.putObject("content").put("version", "1.1")),
    NO_DEFINITION(definition -> {}),
    INVALID_JSON(definition -> {});

    private final Consumer<ObjectNode> change;

    Flaw(Consumer<ObjectNode> change) {
      this.change = change;
    }

    RequestBody body(PaimonSteps steps) {
      if (this == INVALID_JSON) {
        return new RequestBody(
            "{\"definition\": {\"format\": \"databricks-yaml\", \"content\": ", null);
      }
      ObjectNode body = JsonNodeFactory.instance.objectNode();
      if (this != NO_DEFINITION) {
        ObjectNode definition = body.putObject("definition");
        definition.put("format", steps.format()).put("content", steps.sampleContent());
        change.accept(definition);
      }
      return RequestBody.json(body, null);
    }
  }

  private final PaimonSteps steps = PaimonSteps.current();

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
    Exchange rejected =
        steps
            .client()
            .upsertSemanticView(
                steps.database(),
                name,
                PaimonSteps.definition(UNSUPPORTED_FORMAT, steps.sampleContent()));
    Expect.status(rejected, 400);
  }

  @Test
  @Verifies("PAI-VAL-03")
  void aRejectedReplacementLeavesThePreviousDefinition() {
    String name = steps.upserted("kept");
    Exchange rejected =
        steps
            .client()
            .upsertSemanticView(
                steps.database(), name, PaimonSteps.definition(UNSUPPORTED_FORMAT, "# replaced\n"));
    Precondition.require(rejected.isError(), "the unsupported format is rejected");
    Exchange read = steps.client().getSemanticView(steps.database(), name);
    Expect.status(read, 200);
    Expect.equal(
        "content after the rejected replacement",
        steps.sampleContent(),
        read.at("/definition/content").asText(null),
        read);
  }
}
