package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergLists;
import dev.catalogkit.protocols.iceberg.IcebergRunState;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The three lists asked for without page parameters, and under a namespace that does not exist
 * (public Iceberg REST facts). Whether a listing names every object is ICE-VLD-05 and ICE-PAGE-01's
 * to judge; here, whether it comes in one answer, and for a long list that this answer is whole.
 */
@ConformanceSuite
class ListingSuite {

  /** More objects than a server that pages on its own would put on its first page, likely. */
  static final int OBJECTS = 4;

  /**
   * More objects than the page sizes servers commonly default to (100): child namespaces, the
   * cheapest objects to make.
   */
  static final int LONG_LIST = 120;

  private final IcebergSteps steps;

  ListingSuite(Check<IcebergCatalogClient, IcebergRunState> check) {
    this.steps = new IcebergSteps(check);
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(PagedList.class)
  @Verifies("ICE-PAGE-04")
  void aListWithoutPageParametersComesInOneAnswer(PagedList list) {
    expectOneAnswerWithoutToken(list, OBJECTS);
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(PagedList.class)
  @Verifies("ICE-PAGE-04")
  void anEmptyListWithoutPageParametersCarriesNoToken(PagedList list) {
    expectOneAnswerWithoutToken(list, 0);
  }

  /** Not only no token: every child made, counted, in the one answer. */
  @Test
  @Verifies("ICE-PAGE-04")
  void aLongListWithoutPageParametersHoldsEveryObject() {
    PagedList list = PagedList.NAMESPACES;
    list.requireOffered(steps);
    List<String> container = steps.namespaces().createdContainer("long");
    List<String> made = new ArrayList<>(list.fill(steps, container, LONG_LIST));
    Exchange listed = list.page(steps, container, Map.of());
    Expect.status(listed, 200);
    List<String> names = new ArrayList<>(list.namesOn(listed));
    made.sort(null);
    names.sort(null);
    Expect.equal("number of children listed in one answer", LONG_LIST, names.size(), listed);
    Expect.equal("the children listed in one answer", made, names, listed);
    Expect.that(
        !IcebergLists.carriesToken(listed),
        "no next-page-token (null or absent): the whole list in this answer",
        "next-page-token " + IcebergLists.tokenShown(listed),
        listed);
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(PagedList.class)
  @Verifies("ICE-PAGE-05")
  void listingUnderAMissingNamespaceAnswers404(PagedList list) {
    steps.requireOffered(list.listOperation);
    Exchange listed = list.page(steps, steps.run().names().missingNamespace(), Map.of());
    Expect.status(listed, 404);
    steps.expectErrorType(listed, "NoSuchNamespaceException");
  }

  private void expectOneAnswerWithoutToken(PagedList list, int objects) {
    list.requireOffered(steps);
    List<String> container = steps.namespaces().createdContainer("whole");
    list.fill(steps, container, objects);
    Exchange listed = list.page(steps, container, Map.of());
    Expect.status(listed, 200);
    Expect.that(
        !IcebergLists.carriesToken(listed),
        "no next-page-token (null or absent): the whole list in this answer",
        "next-page-token " + IcebergLists.tokenShown(listed),
        listed);
  }
}
