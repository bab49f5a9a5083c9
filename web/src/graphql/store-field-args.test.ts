import { gql, InMemoryCache } from "@apollo/client";
import { argsOfStoreField, storeFieldArgs } from "./store-field-args";

describe("argsOfStoreField", () => {
  it("reads the arguments Apollo keeps in a store field name, null when unreadable", () => {
    expect(argsOfStoreField('opportunities({"limit":100})', "opportunities")).toEqual({ limit: 100 });
    expect(argsOfStoreField('chapters:{"activityId":"a"}', "chapters")).toEqual({ activityId: "a" });
    expect(argsOfStoreField("adminDashboard", "adminDashboard")).toEqual({});
    expect(argsOfStoreField("opportunities(broken", "opportunities")).toBeNull();
    expect(argsOfStoreField('opportunities(["a"])', "opportunities")).toBeNull();
  });
});

describe("storeFieldArgs", () => {
  it("reads the arguments of a field stored without a key policy", () => {
    expect(storeFieldArgs('papers({"limit":100,"type":"EXAM"})')).toEqual({ limit: 100, type: "EXAM" });
  });

  it("reads the key arguments of a field with keyArgs", () => {
    expect(storeFieldArgs('courses:{"search":"react"}')).toEqual({ search: "react" });
    expect(storeFieldArgs("courses:{}")).toEqual({});
  });

  it("gives no arguments for a plain or unreadable name", () => {
    expect(storeFieldArgs("papers")).toEqual({});
    expect(storeFieldArgs("papers(not json)")).toEqual({});
  });

  it("matches the names Apollo's cache really stores", () => {
    const cache = new InMemoryCache({ typePolicies: { Query: { fields: { courses: { keyArgs: ["search"] } } } } });
    cache.writeQuery({
      query: gql`
        query StoreNames {
          papers(limit: 100, type: EXAM) {
            total
          }
          courses(search: "x", limit: 5) {
            total
          }
        }
      `,
      data: { papers: { __typename: "PaperPage", total: 1 }, courses: { __typename: "CoursePage", total: 2 } },
    });
    const names: string[] = [];
    cache.modify({
      fields: (value, { storeFieldName }) => {
        names.push(storeFieldName);
        return value;
      },
    });
    const args = names.filter((name) => name !== "__typename").map(storeFieldArgs);
    expect(args).toEqual([{ limit: 100, type: "EXAM" }, { search: "x" }]);
  });
});
