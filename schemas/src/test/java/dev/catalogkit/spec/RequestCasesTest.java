package dev.catalogkit.spec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.catalogkit.spec.RequestCases.Case;
import dev.catalogkit.spec.RequestCases.Kind;
import java.util.List;
import org.junit.jupiter.api.Test;

class RequestCasesTest {

  private static final SpecDocument ICEBERG = SpecDocument.load("openapi/iceberg-rest.yaml");
  private static final SpecDocument PAIMON = SpecDocument.load("openapi/paimon-rest.yaml");
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void aBodyYieldsItsInvalidJsonCaseAndEveryRequiredMemberDownToNestedOnes() {
    assertThat(RequestCases.of(ICEBERG, "createView"))
        .extracting(Case::location)
        .startsWith("createView.requestBody")
        .contains(
            "CreateViewRequest.required[view-version]",
            "CreateViewRequest.view-version.required[schema-id]",
            "CreateViewRequest.schema.fields[0].required[id]",
            "CreateViewRequest.view-version.schema-id.type")
        .doesNotHaveDuplicates();
  }

  @Test
  void anAnyOfYieldsWhatEveryBranchShares() {
    assertThat(RequestCases.of(ICEBERG, "replaceView"))
        .filteredOn(c -> c.path().size() == 3 && c.path().get(0).equals("updates"))
        .extracting(Case::kind, Case::location)
        .containsExactly(
            tuple(Kind.MISSING_REQUIRED, "CommitViewRequest.updates[0].required[action]"),
            tuple(Kind.WRONG_TYPE, "CommitViewRequest.updates[0].action.type"),
            tuple(Kind.UNKNOWN_ENUM, "CommitViewRequest.updates[0].action.enum"));
  }

  @Test
  void aQueryParameterYieldsOneCaseBeyondEachBound() {
    assertThat(RequestCases.of(PAIMON, "listSemanticViews"))
        .extracting(Case::kind, c -> c.value().asInt())
        .containsExactly(tuple(Kind.BELOW_MINIMUM, 0), tuple(Kind.ABOVE_MAXIMUM, 1001));
  }

  @Test
  void aCaseChangesACopyOfTheBodyInExactlyItsOneWay() throws Exception {
    JsonNode body =
        JSON.readTree("{\"source\":{\"namespace\":[\"a\"],\"name\":\"t\"},\"destination\":{}}");
    Case missing = caseAt("renameTable", "RenameTableRequest.source.required[name]");
    Case wrongType = caseAt("renameTable", "RenameTableRequest.source.namespace.type");

    assertThat(missing.applyTo(body).toString())
        .isEqualTo("{\"source\":{\"namespace\":[\"a\"]},\"destination\":{}}");
    assertThat(wrongType.applyTo(body).toString())
        .isEqualTo(
            "{\"source\":{\"namespace\":\"not an array\",\"name\":\"t\"},\"destination\":{}}");
    assertThat(body.toString()).contains("\"name\":\"t\"");
  }

  @Test
  void aCaseAppliesOnlyWhereTheBodyHasWhatItChanges() throws Exception {
    JsonNode withoutRequirements = JSON.readTree("{\"updates\":[{\"action\":\"set-location\"}]}");
    Case requirement = caseAt("replaceView", "CommitViewRequest.requirements[0].required[uuid]");

    assertThat(requirement.appliesTo(withoutRequirements)).isFalse();
    assertThatThrownBy(() -> requirement.applyTo(withoutRequirements))
        .isInstanceOf(IllegalStateException.class);
  }

  @Test
  void anOperationWithoutBodyOrBoundsYieldsNothing() {
    assertThat(RequestCases.of(ICEBERG, "loadView")).isEmpty();
  }

  private static Case caseAt(String operation, String location) {
    List<Case> cases = RequestCases.of(ICEBERG, operation);
    return cases.stream().filter(c -> c.location().equals(location)).findFirst().orElseThrow();
  }
}
