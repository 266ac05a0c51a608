package dev.catalogkit.protocols.paimon.explore;

import dev.catalogkit.explore.Step;
import dev.catalogkit.protocols.paimon.checks.SqlViewListing;

/**
 * The Paimon operations an exploration walks. Databases are slots of the walk ({@code d0}, {@code
 * d1}: fresh databases of the run on every walk); semantic views and SQL views share a few names
 * ({@code a} to {@code d}), so cross-type clashes come often.
 */
sealed interface PaimonStep extends Step {

  /** Sends the step through the walk, which judges the answer and reads back what changed. */
  void walkOn(PaimonWalk walk);

  static String slot(int database) {
    return "d" + database;
  }

  /** A listing's page size as described: {@code 0} sends no maxResults (the server's default). */
  static String pages(int maxResults) {
    return maxResults == 0 ? "default page size" : "maxResults " + maxResults;
  }

  record CreateDatabase(int database) implements PaimonStep {
    @Override
    public void walkOn(PaimonWalk walk) {
      walk.createDatabase(this);
    }

    @Override
    public String describe() {
      return "create database " + slot(database);
    }
  }

  record DropDatabase(int database) implements PaimonStep {
    @Override
    public void walkOn(PaimonWalk walk) {
      walk.dropDatabase(this);
    }

    @Override
    public String describe() {
      return "drop database " + slot(database);
    }
  }

  /** Creates or replaces a semantic view with the kit's sample marked by its own label. */
  record UpsertSemanticView(int database, String name, int label) implements PaimonStep {
    @Override
    public void walkOn(PaimonWalk walk) {
      walk.upsertSemanticView(this);
    }

    @Override
    public String describe() {
      return "upsert semantic view " + slot(database) + "." + name + " (content #" + label + ")";
    }
  }

  /** An upsert of a definition the server must refuse (400) without touching what is stored. */
  record RefusedUpsert(int database, String name, Refusal refusal) implements PaimonStep {
    @Override
    public void walkOn(PaimonWalk walk) {
      walk.refusedUpsert(this);
    }

    @Override
    public String describe() {
      return "upsert semantic view " + slot(database) + "." + name + " (" + refusal + ": refused)";
    }
  }

  record GetSemanticView(int database, String name) implements PaimonStep {
    @Override
    public void walkOn(PaimonWalk walk) {
      walk.getSemanticView(this);
    }

    @Override
    public String describe() {
      return "get semantic view " + slot(database) + "." + name;
    }
  }

  record DeleteSemanticView(int database, String name) implements PaimonStep {
    @Override
    public void walkOn(PaimonWalk walk) {
      walk.deleteSemanticView(this);
    }

    @Override
    public String describe() {
      return "delete semantic view " + slot(database) + "." + name;
    }
  }

  record ListSemanticViews(int database, int maxResults) implements PaimonStep {
    @Override
    public void walkOn(PaimonWalk walk) {
      walk.listSemanticViews(this);
    }

    @Override
    public String describe() {
      return "list semantic views of " + slot(database) + " (" + pages(maxResults) + ")";
    }
  }

  record CreateSqlView(int database, String name) implements PaimonStep {
    @Override
    public void walkOn(PaimonWalk walk) {
      walk.createSqlView(this);
    }

    @Override
    public String describe() {
      return "create SQL view " + slot(database) + "." + name;
    }
  }

  record GetSqlView(int database, String name) implements PaimonStep {
    @Override
    public void walkOn(PaimonWalk walk) {
      walk.getSqlView(this);
    }

    @Override
    public String describe() {
      return "get SQL view " + slot(database) + "." + name;
    }
  }

  /** Sets one option of a SQL view. */
  record AlterSqlView(int database, String name) implements PaimonStep {
    @Override
    public void walkOn(PaimonWalk walk) {
      walk.alterSqlView(this);
    }

    @Override
    public String describe() {
      return "alter SQL view " + slot(database) + "." + name;
    }
  }

  record DropSqlView(int database, String name) implements PaimonStep {
    @Override
    public void walkOn(PaimonWalk walk) {
      walk.dropSqlView(this);
    }

    @Override
    public String describe() {
      return "drop SQL view " + slot(database) + "." + name;
    }
  }

  /** One of the SQL-view listings: names, details, or every database's (narrowed to this one). */
  record ListSqlViews(int database, SqlViewListing listing, int maxResults) implements PaimonStep {
    @Override
    public void walkOn(PaimonWalk walk) {
      walk.listSqlViews(this);
    }

    @Override
    public String describe() {
      return listing + " of " + slot(database) + " (" + pages(maxResults) + ")";
    }
  }
}
