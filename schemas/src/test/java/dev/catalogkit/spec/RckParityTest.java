package dev.catalogkit.spec;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The mapping of Apache Iceberg's REST Compatibility Kit onto the kit is kept twice, as {@code
 * anchors} in the Iceberg catalogue and as the table of {@code docs/rck-parity.md}; this holds the
 * two to each other, so neither can name a method or a requirement the other does not.
 */
class RckParityTest {

  private static final Path TABLE = Path.of("..", "docs", "rck-parity.md");
  private static final Pattern ROW = Pattern.compile("^\\| `(\\w+#\\w+)` \\| ([^|]*) \\|");
  private static final Pattern ID = Pattern.compile("ICE-[A-Z]+-\\d{2}");

  /** A row without requirements says why: the behaviour is the Java client's, or not REST's. */
  private static final List<String> REASONS = List.of("client-only", "not over REST");

  private final RequirementCatalogue catalogue = RequirementCatalogue.load("iceberg");

  /** Each method of the table with the requirement IDs of its row (none: one of the reasons). */
  private static Map<String, List<String>> tableRows() throws IOException {
    Map<String, List<String>> rows = new LinkedHashMap<>();
    for (String line : Files.readAllLines(TABLE)) {
      Matcher row = ROW.matcher(line);
      if (row.find()) {
        List<String> ids = ID.matcher(row.group(2)).results().map(MatchResult::group).toList();
        if (ids.isEmpty()) {
          assertThat(row.group(2).trim())
              .as(row.group(1) + " names requirements or a reason")
              .isIn(REASONS);
        }
        assertThat(rows.put(row.group(1), ids)).as(row.group(1) + " listed twice").isNull();
      }
    }
    return rows;
  }

  @Test
  void everyAnchorOfTheCatalogueIsARowOfTheTableNamingItsRequirement() throws IOException {
    Map<String, List<String>> rows = tableRows();
    assertThat(catalogue.all())
        .allSatisfy(
            requirement ->
                assertThat(requirement.anchors())
                    .as(requirement.id() + "'s anchors")
                    .allSatisfy(
                        anchor ->
                            assertThat(rows.getOrDefault(anchor, List.of()))
                                .as("the row of " + anchor)
                                .contains(requirement.id())));
  }

  @Test
  void everyRequirementOfTheTableExistsAndCarriesItsRowAsAnAnchor() throws IOException {
    tableRows()
        .forEach(
            (method, ids) ->
                assertThat(ids)
                    .as(method)
                    .allSatisfy(
                        id ->
                            assertThat(catalogue.find(id))
                                .as(id + " in the catalogue")
                                .hasValueSatisfying(
                                    requirement ->
                                        assertThat(requirement.anchors()).contains(method))));
  }

  @Test
  void theTableListsTheInScopeMethodsOfBothTestBases() throws IOException {
    Map<String, List<String>> rows = tableRows();
    assertThat(rows.keySet().stream().filter(m -> m.startsWith("ViewCatalogTests#"))).hasSize(50);
    assertThat(rows.keySet().stream().filter(m -> m.startsWith("CatalogTests#"))).hasSize(36);
  }
}
