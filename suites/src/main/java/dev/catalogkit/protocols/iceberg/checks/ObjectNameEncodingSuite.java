package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.client.Fixtures;
import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.RequiresOperation;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergRunState;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Table and view names in paths: the {@code {table}} and {@code {view}} segments with characters
 * that need percent-encoding ({@link NamespaceEncodingSuite} does the same for namespace levels).
 */
@ConformanceSuite
@RequiresOperation({"createNamespace", "loadTable", "loadView"})
class ObjectNameEncodingSuite {

  static final String HOSTILE_NAMES = "names/object-names.txt";

  private final IcebergSteps steps;

  ObjectNameEncodingSuite(Check<IcebergCatalogClient, IcebergRunState> check) {
    this.steps = new IcebergSteps(check);
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("typesAndHostileNames")
  @Verifies("ICE-NS-17")
  void aNameThatNeedsEncodingRoundTripsThroughCreateLoadAndList(PagedList type, String hostile) {
    type.requireOffered(steps);
    // a namespace of the check's own, so that its listing holds only this object; both names are
    // fixed per case, so that what a server cannot address again is named the same in every run
    // (and on a second attempt, the same with the attempt's mark)
    List<String> container =
        steps
            .namespaces()
            .created(
                List.of(
                    steps.ownPrefix()
                        + "_"
                        + type.name().toLowerCase(Locale.ROOT)
                        + "_"
                        + hostile.replaceAll("[^A-Za-z0-9]", "_")));
    String name = "named_" + hostile;
    Exchange created =
        type == PagedList.TABLES
            ? steps.tables().create(container, name)
            : steps.views().createIn(container, name);
    // what is judged is the name's way back through a path; a create refused is not judged
    Precondition.require(created.succeeded(), "create the object " + name);
    Exchange loaded =
        type == PagedList.TABLES
            ? steps.client().loadTable(container, name)
            : steps.client().loadView(container, name);
    Expect.status(loaded, 200);
    Expect.equal(
        "names listed",
        List.of(name),
        steps.namespaces().listedNames(type, container, Map.of("pageSize", "100")),
        created);
  }

  static Stream<Arguments> typesAndHostileNames() {
    List<String> names =
        Fixtures.text(HOSTILE_NAMES)
            .lines()
            .filter(line -> !line.isBlank() && !line.startsWith("#"))
            .toList();
    return Stream.of(PagedList.TABLES, PagedList.VIEWS)
        .flatMap(type -> names.stream().map(name -> Arguments.of(type, name)));
  }
}
