package dev.catalogkit.protocols.iceberg.checks;

import dev.catalogkit.client.Fixtures;
import dev.catalogkit.client.Pager;
import dev.catalogkit.client.PathSegment;
import dev.catalogkit.engine.Check;
import dev.catalogkit.engine.ConformanceSuite;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.engine.RequiresOperation;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import dev.catalogkit.protocols.iceberg.IcebergLists;
import dev.catalogkit.protocols.iceberg.IcebergRunState;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Namespaces in paths (the Replace a view page): the unit separator, the advertised one, encoded
 * levels.
 */
@ConformanceSuite
@RequiresOperation({"createNamespace", "loadNamespaceMetadata"})
class NamespaceEncodingSuite {

  static final String HOSTILE_LEVELS = "names/namespace-levels.txt";

  /** The cases of ICE-NS-20: which separator joins the parent's levels. */
  private static final String UNIT = "joined with %1F";

  private static final String ADVERTISED = "joined with the advertised separator";

  private final IcebergSteps steps;

  NamespaceEncodingSuite(Check<IcebergCatalogClient, IcebergRunState> check) {
    this.steps = new IcebergSteps(check);
  }

  @Test
  @Verifies("ICE-NS-01")
  void aMultipartNamespaceJoinedWithTheUnitSeparatorAddressesTheNestedNamespace() {
    List<String> nested = steps.namespaces().createdInside("nested");
    Exchange loaded =
        steps
            .client()
            .loadNamespaceEncoded(
                IcebergCatalogClient.encodeNamespace(nested, IcebergCatalogClient.UNIT_SEPARATOR));
    Expect.status(loaded, 200);
    Expect.equal("namespace", nested, IcebergLists.namespaceOf(loaded), loaded);
  }

  @Test
  @Verifies("ICE-NS-02")
  void theAdvertisedSeparatorAddressesTheSameNamespace() {
    String separator = steps.advertisedSeparatorOtherThanUnit();
    List<String> nested = steps.namespaces().createdInside("advertised");
    Exchange loaded =
        steps
            .client()
            .loadNamespaceEncoded(
                IcebergCatalogClient.encodeNamespace(
                    nested, PathSegment.separatorInPath(separator)));
    Expect.status(loaded, 200);
    Expect.equal("namespace", nested, IcebergLists.namespaceOf(loaded), loaded);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("hostileLevels")
  @Verifies("ICE-NS-03")
  @RequiresOperation("listNamespaces")
  void aLevelThatNeedsEncodingRoundTripsThroughCreateListAndLoad(String level) {
    // a top-level namespace, so that no separator is involved: only the level's own encoding
    List<String> namespace = List.of(steps.ownPrefix() + "_" + level);
    Exchange created = steps.client().createNamespace(namespace);
    Expect.thatWithHint(
        created.hasStatus(200),
        "the level \"" + namespace.get(0) + "\" accepted (200)",
        "status " + created.status(),
        "the level contains " + specialCharacters(level),
        created);
    Pager.Walk walk = steps.namespaces().walk("listNamespaces", null, Map.of());
    // the listing's own status is ICE-DISC-02's; here it only carries the level to judge
    if (walk.refused() != null) {
      Precondition.require(walk.refused(), 200, "list the namespaces");
    }
    List<List<String>> listed = listedNamespaces(walk);
    Expect.that(
        listed.contains(namespace),
        "the namespace listing names " + namespace,
        "it does not (the listing is in the evidence)",
        walk.evidence());
    Exchange loaded = steps.client().loadNamespace(namespace);
    Expect.status(loaded, 200);
    Expect.equal("namespace", namespace, IcebergLists.namespaceOf(loaded), loaded);
  }

  @Test
  @Verifies("ICE-NS-06")
  @RequiresOperation("listNamespaces")
  void aParentJoinedWithTheUnitSeparatorListsItsChildren() {
    List<String> nested = steps.namespaces().createdInside("parent");
    List<String> child =
        steps.namespaces().created(NamespaceSteps.childOf(nested, steps.newName("child")));
    steps.namespaces().created(NamespaceSteps.childOf(child, steps.newName("grandchild")));
    Pager.Walk walk = PagedList.NAMESPACES.walk(steps, nested, Map.of(), IcebergSteps.MAX_PAGES);
    if (walk.refused() != null) {
      Expect.status(walk.refused(), 200);
    }
    // the parent is the check's own: its one child, by its full name, and not the grandchild
    Expect.equal(
        "the children of " + nested, List.of(child), listedNamespaces(walk), walk.evidence());
  }

  /** Which child is listed, by its last level; how children are named is ICE-NS-06's to judge. */
  @Test
  @Verifies("ICE-NS-19")
  @RequiresOperation("listNamespaces")
  void aParentJoinedWithTheAdvertisedSeparatorListsItsChildren() {
    String separator = advertisedSeparatorDecoded();
    List<String> nested = steps.namespaces().createdInside("advertised_parent");
    String child = steps.newName("child");
    steps.namespaces().created(NamespaceSteps.childOf(nested, child));
    expectOnlyChild(nested, separator, child);
  }

  /**
   * A parent three levels deep, its levels joined with one separator or the other, lists its one
   * child and not the grandchild below it (by last level, as ICE-NS-19). The parent's own parent,
   * two levels deep, must first list it with the same separator: a separator not honoured at all is
   * ICE-NS-06's or ICE-NS-19's.
   */
  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {UNIT, ADVERTISED})
  @Verifies("ICE-NS-20")
  @RequiresOperation("listNamespaces")
  void aParentThreeLevelsDeepListsExactlyItsChildren(String joinedWith) {
    String separator = joinedWith.equals(UNIT) ? "\u001f" : advertisedSeparatorDecoded();
    List<String> nested = steps.namespaces().createdInside("deep_parent");
    String deepLevel = steps.newName("deep");
    List<String> deep = steps.namespaces().created(NamespaceSteps.childOf(nested, deepLevel));
    String child = steps.newName("child");
    List<String> created = steps.namespaces().created(NamespaceSteps.childOf(deep, child));
    steps.namespaces().created(NamespaceSteps.childOf(created, steps.newName("grandchild")));
    Pager.Walk upper = childrenWalk(nested, separator);
    Precondition.require(
        upper.refused() == null && lastLevels(upper).equals(List.of(deepLevel)),
        "the two-level parent "
            + nested
            + " lists its one child (ICE-NS-06 and ICE-NS-19 judge that listing)");
    expectOnlyChild(deep, separator, child);
  }

  /** Lists the children of a parent joined with this (decoded) separator: exactly {@code child}. */
  private void expectOnlyChild(List<String> parent, String separator, String child) {
    Pager.Walk walk = childrenWalk(parent, separator);
    if (walk.refused() != null) {
      Expect.status(walk.refused(), 200);
    }
    Expect.equal(
        "the children of " + parent + ", by last level",
        List.of(child),
        lastLevels(walk),
        walk.evidence());
  }

  private Pager.Walk childrenWalk(List<String> parent, String separator) {
    return steps
        .namespaces()
        .walk("listNamespaces", null, Map.of("parent", String.join(separator, parent)));
  }

  private static List<String> lastLevels(Pager.Walk walk) {
    List<String> listed = new ArrayList<>();
    walk.pages().forEach(page -> listed.addAll(PagedList.NAMESPACES.namesOn(page)));
    return listed;
  }

  /** The advertised separator other than %1F, decoded, as the query encodes it again. */
  private String advertisedSeparatorDecoded() {
    return URLDecoder.decode(steps.advertisedSeparatorOtherThanUnit(), StandardCharsets.UTF_8);
  }

  @Test
  @Verifies("ICE-NS-07")
  @RequiresOperation("listNamespaces")
  void anEmptyParentListsTheTopLevel() {
    Pager.Walk walk = steps.namespaces().walk("listNamespaces", null, Map.of("parent", ""));
    if (walk.refused() != null) {
      Expect.status(walk.refused(), 200);
    }
    Expect.that(
        listedNamespaces(walk).contains(steps.namespace()),
        "the top level listed, the run's namespace " + steps.namespace() + " among it",
        "it is not (the listing is in the evidence)",
        walk.evidence());
  }

  private static List<List<String>> listedNamespaces(Pager.Walk walk) {
    List<List<String>> listed = new ArrayList<>();
    walk.pages().forEach(page -> listed.addAll(IcebergLists.namespaces(page)));
    return listed;
  }

  static Stream<String> hostileLevels() {
    return Fixtures.text(HOSTILE_LEVELS)
        .lines()
        .filter(line -> !line.isBlank() && !line.startsWith("#"));
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
