package dev.catalogkit.suites.iceberg;

import com.fasterxml.jackson.databind.JsonNode;
import dev.catalogkit.client.Fixtures;
import dev.catalogkit.client.IcebergCatalogClient;
import dev.catalogkit.client.PathSegment;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.NotApplicable;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.RequiresOperation;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Namespaces in paths (the Replace a view page): the unit separator, the advertised one, encoded
 * levels.
 */
@ConformanceSuite
@RequiresOperation({"createNamespace", "loadNamespaceMetadata"})
class NamespaceEncodingSuite {

  static final String HOSTILE_LEVELS = "names/namespace-levels.txt";

  /** Bounds the walk through a namespace listing that never ends. */
  private static final int MAX_PAGES = 100;

  private final IcebergSteps steps = IcebergSteps.current();

  @Test
  @Verifies("ICE-NS-01")
  void aMultipartNamespaceJoinedWithTheUnitSeparatorAddressesTheNestedNamespace() {
    List<String> nested = nestedNamespace("nested");
    Exchange loaded =
        steps
            .client()
            .loadNamespaceEncoded(
                IcebergCatalogClient.encodeNamespace(nested, IcebergCatalogClient.UNIT_SEPARATOR));
    Expect.status(loaded, 200);
    Expect.equal("namespace", nested, levels(loaded.at("/namespace")), loaded);
  }

  @Test
  @Verifies("ICE-NS-02")
  void theAdvertisedSeparatorAddressesTheSameNamespace() {
    String separator =
        steps
            .run()
            .capabilities()
            .namespaceSeparator()
            .filter(s -> !s.equalsIgnoreCase(IcebergCatalogClient.UNIT_SEPARATOR))
            .orElseThrow(
                () -> new NotApplicable("the server advertises no separator other than %1F"));
    List<String> nested = nestedNamespace("advertised");
    Exchange loaded =
        steps
            .client()
            .loadNamespaceEncoded(
                IcebergCatalogClient.encodeNamespace(
                    nested, PathSegment.separatorInPath(separator)));
    Expect.status(loaded, 200);
    Expect.equal("namespace", nested, levels(loaded.at("/namespace")), loaded);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("hostileLevels")
  @Verifies("ICE-NS-03")
  @RequiresOperation("listNamespaces")
  void aLevelThatNeedsEncodingRoundTripsThroughCreateListAndLoad(String level) {
    // a top-level namespace, so that no separator is involved: only the level's own encoding
    List<String> namespace = List.of(steps.namespace().get(0) + "_" + level);
    Exchange created = steps.client().createNamespace(namespace);
    Expect.thatWithHint(
        created.hasStatus(200),
        "the level \"" + namespace.get(0) + "\" accepted (200)",
        "status " + created.status(),
        "the level contains " + specialCharacters(level),
        created);
    List<Exchange> pages = new ArrayList<>();
    List<List<String>> listed = listedTopLevel(pages);
    Expect.that(
        listed.contains(namespace),
        "the namespace listing names " + namespace,
        "it does not (" + listed.size() + " namespaces listed)",
        pages.toArray(Exchange[]::new));
    Exchange loaded = steps.client().loadNamespace(namespace);
    Expect.status(loaded, 200);
    Expect.equal("namespace", namespace, levels(loaded.at("/namespace")), loaded);
  }

  /** Every top-level namespace, following next-page-token up to a bound. */
  private List<List<String>> listedTopLevel(List<Exchange> pages) {
    List<List<String>> namespaces = new ArrayList<>();
    Map<String, String> query = new HashMap<>();
    for (int page = 0; page < MAX_PAGES; page++) {
      Exchange listed = steps.client().listPage("listNamespaces", null, query);
      // the listing's own status is ICE-DISC-02's; here it only carries the level to judge
      Precondition.require(listed, 200, "list the namespaces");
      pages.add(listed);
      listed.at("/namespaces").forEach(namespace -> namespaces.add(levels(namespace)));
      JsonNode token = listed.at("/next-page-token");
      if (!token.isTextual() || token.asText().isEmpty()) {
        break;
      }
      query.put("pageToken", token.asText());
    }
    return namespaces;
  }

  static Stream<String> hostileLevels() {
    return Fixtures.text(HOSTILE_LEVELS)
        .lines()
        .filter(line -> !line.isBlank() && !line.startsWith("#"));
  }

  private List<String> nestedNamespace(String purpose) {
    return steps.createdNamespace(List.of(steps.namespace().get(0), steps.newName(purpose)));
  }

  private static List<String> levels(JsonNode namespace) {
    List<String> levels = new ArrayList<>();
    namespace.forEach(level -> levels.add(level.asText()));
    return levels;
  }

  /** The characters of a level that a path must percent-encode, named for the report. */
  private static String specialCharacters(String level) {
    StringBuilder special = new StringBuilder();
    level
        .codePoints()
        .filter(c -> !(Character.isLetterOrDigit(c) && c < 128) && c != '-' && c != '_' && c != '~')
        .distinct()
        .forEach(
            c ->
                special
                    .append(special.length() == 0 ? "" : ", ")
                    .append(String.format("'%s' (U+%04X)", new String(Character.toChars(c)), c)));
    return special.toString();
  }
}
